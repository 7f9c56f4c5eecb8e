import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/** GET /api/shop/categories/ — every category, in the shop's order. */
const categoriesQueryKey = ['shop', 'categories'] as const;

const getCategories = (signal?: AbortSignal) => api.get<ShopCategory[]>('/api/shop/categories/', signal);

/** Categories change a few times a year: keep them for the visit instead of asking on every page. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60 * 1000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
