import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import type { Language } from '@web/lib/i18n';

export const regionsQueryKey = ['geo', 'regions'] as const;

export const getRegions = (signal?: AbortSignal) => api.get<Region[]>('/api/users/regions/', signal);

/** Reference data that changes about once a decade: fetched once per visit, kept for the session. */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: regionsQueryKey,
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useRegions = () => useQuery(regionsQueryOptions());

/** The name in the interface language: uz → name_uz, ru → name_ru, en → name_en (each falls back to the Latin name). */
export const placeName = (place: Pick<Region, 'name_uz' | 'name_ru' | 'name_en'>, lang: Language): string =>
  (lang === 'ru' ? place.name_ru : lang === 'en' ? place.name_en : null) || place.name_uz;
