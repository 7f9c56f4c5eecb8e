import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopHomeData } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/** GET /api/shop/home-data/ — categories, fast selling, new and recommended products (spec §7). */
export const getShopHomeData = (signal?: AbortSignal) => api.get<ShopHomeData>('/api/shop/home-data/', signal);

export const shopHomeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['shop', 'home-data'] as const,
    queryFn: ({ signal }) => getShopHomeData(signal),
  });

export function useShopHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shopHomeDataQueryOptions(), enabled });
}
