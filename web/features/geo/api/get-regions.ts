import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { useI18n } from '@web/lib/i18n';
import { placeName, sortPlaces } from '../lib/place-order';

export { placeName };

export const regionsQueryKey = ['geo', 'regions'] as const;

const getRegions = (signal?: AbortSignal) => api.get<Region[]>('/api/users/regions/', signal);

/** Reference data that changes about once a decade: fetched once per visit, kept for the session. */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: regionsQueryKey,
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The regions in alphabetical order of the reader's language (every list and select shows them so). */
export function useRegions() {
  const { lang } = useI18n();
  const select = useCallback((regions: Region[]) => sortPlaces(regions, lang), [lang]);
  return useQuery({ ...regionsQueryOptions(), select });
}
