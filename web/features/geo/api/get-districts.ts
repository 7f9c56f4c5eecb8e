import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { useI18n } from '@web/lib/i18n';
import { sortPlaces } from '../lib/place-order';

export const districtsQueryKey = (regionId: number | null) => ['geo', 'districts', regionId] as const;

const getDistricts = (regionId: number, signal?: AbortSignal) =>
  api.get<District[]>(`/api/users/districts/?region=${encodeURIComponent(regionId)}`, signal);

export const districtsQueryOptions = (regionId: number | null) =>
  queryOptions({
    queryKey: districtsQueryKey(regionId),
    queryFn: ({ signal }) => getDistricts(regionId!, signal),
    enabled: regionId !== null && regionId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Districts of one region, in alphabetical order of the reader's language; idle until a region is chosen. */
export function useDistricts(regionId: number | null) {
  const { lang } = useI18n();
  const select = useCallback((districts: District[]) => sortPlaces(districts, lang), [lang]);
  return useQuery({ ...districtsQueryOptions(regionId), select });
}
