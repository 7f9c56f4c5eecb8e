import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

/**
 * GET /api/shop/product/{meta}/ → {product, related}; 404 shop.product_not_found.
 * The answer depends on who asks (is_liked), so the viewer is part of the key: signing in or out
 * never shows the other person's saved state from the cache.
 */
export const productQueryKeyRoot = (meta: string) => ['shop', 'product', meta] as const;
export const productQueryKey = (meta: string, viewer: string) => [...productQueryKeyRoot(meta), viewer] as const;

const getProduct = (meta: string, signal?: AbortSignal) => api.get<ProductPage>(`/api/shop/product/${encodeURIComponent(meta)}/`, signal);

export const productQueryOptions = (meta: string, viewer: string) =>
  queryOptions({
    queryKey: productQueryKey(meta, viewer),
    queryFn: ({ signal }) => getProduct(meta, signal),
    // The copy the page came with (rendered on the server, or opened a moment ago) is shown as it is for
    // half a minute; saving and unsaving patch every cached copy (useLikeProduct), wherever they happen.
    staleTime: 30_000,
    ...itemQueryOptions,
  });

/** The viewer is tokenStore.viewer (from the access token, no request), so the page never waits for the profile. */
export function useProduct(meta: string, viewer: string) {
  return useQuery(productQueryOptions(meta, viewer));
}
