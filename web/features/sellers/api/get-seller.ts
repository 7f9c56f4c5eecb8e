import { useQuery } from '@tanstack/react-query';
import type { SellerFacts } from '@shared/schemas/sellers';
import { apiQueryOptions } from '@web/lib/api-query';
import { itemQueryOptions } from '@web/lib/query-client';

/** GET /api/sellers/{guid}/ → the seller's facts (issue 40); 404 sellers.not_found. The same for every reader. */
const sellerQueryKey = (guid: string) => ['sellers', guid, 'facts'] as const;

export const sellerQueryOptions = (guid: string) =>
  apiQueryOptions<SellerFacts>(sellerQueryKey(guid), `/api/sellers/${encodeURIComponent(guid)}/`, { staleTime: 60_000, ...itemQueryOptions });

/** The seller's facts; `enabled` false until their guid is known. */
export const useSeller = (guid: string | undefined) => useQuery({ ...sellerQueryOptions(guid ?? ''), enabled: !!guid });
