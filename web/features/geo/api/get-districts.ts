import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { District } from '@shared/schemas/users';
import { apiQueryOptions, keptForVisit } from '@web/lib/api-query';
import { useI18n } from '@web/lib/i18n';
import { sortPlaces } from '../lib/place-order';

export const districtsQueryKey = (regionId: number | null) => ['geo', 'districts', regionId] as const;

/** GET /api/users/districts/?region= — asked only once a region is chosen; kept for the session, as the regions are. */
export const districtsQueryOptions = (regionId: number | null) =>
  apiQueryOptions<District[]>(districtsQueryKey(regionId), `/api/users/districts/?region=${encodeURIComponent(regionId ?? '')}`, {
    enabled: regionId !== null && regionId > 0,
    ...keptForVisit,
  });

/** Districts of one region, in alphabetical order of the reader's language; idle until a region is chosen. */
export function useDistricts(regionId: number | null) {
  const { lang } = useI18n();
  const select = useCallback((districts: District[]) => sortPlaces(districts, lang), [lang]);
  return useQuery({ ...districtsQueryOptions(regionId), select });
}
