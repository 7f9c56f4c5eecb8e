import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/** GET /api/shop/categories/ — every shop category, for the product form's select. */
export const getCategories = (signal?: AbortSignal) => api.get<ShopCategory[]>('/api/shop/categories/', signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['shop', 'categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely (admins only); one fetch per visit is plenty.
    staleTime: 10 * 60 * 1000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
