import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSearchResult, ProductSort } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { withQuery } from '@shared/paths';

/** Query of GET /api/shop/products/; absent fields are left out of the URL (the server's defaults apply). */
export interface ProductSearchParams {
  q?: string;
  /** Category meta. */
  category?: string;
  price_min?: number;
  price_max?: number;
  /** Region id (GET /api/users/regions/). */
  region?: number;
  verified?: boolean;
  sort?: ProductSort;
  page?: number;
  page_size?: number;
}

export const productsQueryKeyRoot = ['shop', 'products'] as const;

/** Only the fields that are set, so {q: ''} and {} share one cache entry. */
export function cleanSearchParams(params: ProductSearchParams): ProductSearchParams {
  const out: ProductSearchParams = {};
  if (params.q?.trim()) out.q = params.q.trim();
  if (params.category) out.category = params.category;
  if (params.price_min != null) out.price_min = params.price_min;
  if (params.price_max != null) out.price_max = params.price_max;
  if (params.region != null) out.region = params.region;
  if (params.verified) out.verified = true;
  if (params.sort) out.sort = params.sort;
  if (params.page && params.page > 1) out.page = params.page;
  if (params.page_size) out.page_size = params.page_size;
  return out;
}

function productsUrl(params: ProductSearchParams) {
  return withQuery('/api/shop/products/', cleanSearchParams(params));
}

/** GET /api/shop/products/ — search (title and description; either script, any apostrophe form) and browse. */
export const searchProducts = (params: ProductSearchParams, signal?: AbortSignal) => api.get<ProductSearchResult>(productsUrl(params), signal);

export const searchProductsQueryOptions = (params: ProductSearchParams) => {
  const clean = cleanSearchParams(params);
  return apiQueryOptions<ProductSearchResult>([...productsQueryKeyRoot, clean], productsUrl(clean));
};

/** Keeps the previous page on screen while the next one loads, so the grid never blanks or jumps. */
export const useSearchProducts = (params: ProductSearchParams) => useQuery({ ...searchProductsQueryOptions(params), placeholderData: keepPreviousData });
