import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/**
 * GET /api/shop/product/{meta}/ → {product, related}; 404 shop.product_not_found.
 * The answer depends on who asks (is_liked), so the viewer is part of the key: signing in or out
 * never shows the other person's saved state from the cache.
 */
export const productQueryKeyRoot = (meta: string) => ['shop', 'product', meta] as const;
export const productQueryKey = (meta: string, viewer: string) => [...productQueryKeyRoot(meta), viewer] as const;

export const getProduct = (meta: string, signal?: AbortSignal) => api.get<ProductPage>(`/api/shop/product/${encodeURIComponent(meta)}/`, signal);

export const productQueryOptions = (meta: string, viewer: string) =>
  queryOptions({
    queryKey: productQueryKey(meta, viewer),
    queryFn: ({ signal }) => getProduct(meta, signal),
    // Shown from the cache at once, but always refreshed on opening: the saved state can change
    // elsewhere (the profile's saved list), and every opening is a view the counter should show.
    staleTime: 0,
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });

/** The viewer is tokenStore.viewer (from the access token, no request), so the page never waits for the profile. */
export function useProduct(meta: string, viewer: string) {
  return useQuery(productQueryOptions(meta, viewer));
}
