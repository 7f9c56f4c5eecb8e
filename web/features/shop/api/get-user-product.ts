import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProduct } from '@shared/schemas/shop';
import { ApiError, api } from '@web/lib/api-client';
import { userProductsKey } from './get-user-products';

/** GET /api/shop/user-products/{guid}/ — one of the seller's own products (403/404 otherwise). */
const getUserProduct = (guid: string, signal?: AbortSignal) => api.get<UserProduct>(`/api/shop/user-products/${encodeURIComponent(guid)}/`, signal);

export const userProductQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: [...userProductsKey, 'detail', guid] as const,
    queryFn: ({ signal }) => getUserProduct(guid, signal),
    // Not found / not yours will not change by asking again.
    retry: (count, err) => !(err instanceof ApiError && [400, 403, 404].includes(err.status)) && count < 1,
    // The edit form must start from the stored product, not a minute-old copy.
    staleTime: 0,
  });

export const useUserProduct = (guid: string) => useQuery(userProductQueryOptions(guid));
