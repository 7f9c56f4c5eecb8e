import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopHomeData } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/**
 * GET /api/shop/home-data/ — categories and the first page of the fast selling, new and recommended
 * grids (spec §7). The key is the same one the header menu warms (['shop', 'home-data']), so opening
 * the shop after the menu costs no second request.
 */
const shopHomeQueryKey = ['shop', 'home-data'] as const;

const getShopHome = (signal?: AbortSignal) => api.get<ShopHomeData>('/api/shop/home-data/', signal);

export const shopHomeQueryOptions = () =>
  queryOptions({
    queryKey: shopHomeQueryKey,
    queryFn: ({ signal }) => getShopHome(signal),
  });

/** `enabled: false` waits (the menu asks only once it opens). */
export const useShopHome = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...shopHomeQueryOptions(), enabled });
