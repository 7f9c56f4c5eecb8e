import { useQuery } from '@tanstack/react-query';
import type { MessageProduct } from '@shared/schemas/shop';
import { apiQueryOptions } from '@web/lib/api-query';
import { itemQueryOptions } from '@web/lib/query-client';

/** GET /api/shop/mproduct/{guid}/ → the product card of a product message (spec §3 Message product). */
const messageProductQueryOptions = (guid: string) =>
  apiQueryOptions<MessageProduct>(['messenger', 'mproduct', guid], `/api/shop/mproduct/${encodeURIComponent(guid)}/`, {
    // A product card in a chat rarely changes while the chat is open.
    staleTime: 10 * 60_000,
    // A product that is gone (404) stays gone: no second ask.
    retry: itemQueryOptions.retry,
  });

export const useMessageProduct = (guid: string) => useQuery(messageProductQueryOptions(guid));
