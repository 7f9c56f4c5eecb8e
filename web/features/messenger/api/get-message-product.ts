import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageProduct } from '@shared/schemas/shop';
import { api, ApiError } from '@web/lib/api-client';

/** GET /api/shop/mproduct/{guid}/ → the product card of a product message (spec §3 Message product). */
const messageProductQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['messenger', 'mproduct', guid],
    queryFn: ({ signal }) => api.get<MessageProduct>(`/api/shop/mproduct/${encodeURIComponent(guid)}/`, signal),
    // A product card in a chat rarely changes while the chat is open.
    staleTime: 10 * 60_000,
    // A product that is gone (404) stays gone: no second ask.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const useMessageProduct = (guid: string) => useQuery(messageProductQueryOptions(guid));
