import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Region } from '@shared/schemas/users';
import { apiQueryOptions, keptForVisit } from '@web/lib/api-query';
import { useI18n } from '@web/lib/i18n';
import { placeName, sortPlaces } from '../lib/place-order';

export { placeName };

export const regionsQueryKey = ['geo', 'regions'] as const;

/** GET /api/users/regions/ — reference data that changes about once a decade: fetched once per visit, kept for the session. */
export const regionsQueryOptions = () => apiQueryOptions<Region[]>(regionsQueryKey, '/api/users/regions/', keptForVisit);

/** The regions in alphabetical order of the reader's language (every list and select shows them so). */
export function useRegions() {
  const { lang } = useI18n();
  const select = useCallback((regions: Region[]) => sortPlaces(regions, lang), [lang]);
  return useQuery({ ...regionsQueryOptions(), select });
}
