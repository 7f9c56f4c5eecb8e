import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';

export const districtsQueryKey = (regionId: number | null) => ['geo', 'districts', regionId] as const;

export const getDistricts = (regionId: number, signal?: AbortSignal) =>
  api.get<District[]>(`/api/users/districts/?region=${encodeURIComponent(regionId)}`, signal);

export const districtsQueryOptions = (regionId: number | null) =>
  queryOptions({
    queryKey: districtsQueryKey(regionId),
    queryFn: ({ signal }) => getDistricts(regionId!, signal),
    enabled: regionId !== null && regionId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Districts of one region; idle until a region is chosen. */
export const useDistricts = (regionId: number | null) => useQuery(districtsQueryOptions(regionId));
