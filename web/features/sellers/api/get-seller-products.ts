import { useQuery } from '@tanstack/react-query';
import { SELLER_PRODUCTS_PAGE_SIZE } from '@shared/constants';
import type { SellerProducts } from '@shared/schemas/sellers';
import { pagedQueryOptions } from '@web/lib/api-query';

/** GET /api/sellers/{guid}/products/?page=&page_size= → the seller's live products, newest first (their seller page). */
export const sellerProductsQueryOptions = (guid: string, page: number) =>
  pagedQueryOptions<SellerProducts>(['sellers', guid, 'products', page], `/api/sellers/${encodeURIComponent(guid)}/products/?page=${page}&page_size=${SELLER_PRODUCTS_PAGE_SIZE}`, { staleTime: 30_000 });

export const useSellerProducts = (guid: string, page: number) => useQuery(sellerProductsQueryOptions(guid, page));
