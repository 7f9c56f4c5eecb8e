import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementItem } from '@shared/schemas/announcements';
import type { SearchedPage } from '@shared/schemas/common';
import { apiQueryOptions } from '@web/lib/api-query';
import { withQuery } from '@shared/paths';
import type { AnnouncementKind, AnnouncementListParams } from '../filters';

const announcementListKeyRoot = ['announcements', 'list'] as const;

/** Only the fields that are set, so {q: ''} and {} share one cache entry. */
function cleanListParams(params: AnnouncementListParams): AnnouncementListParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q' && typeof value === 'string' && !value.trim()) continue;
    if (key === 'page' && value === 1) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as AnnouncementListParams;
}

/**
 * GET /api/announcements/list/: active announcements by type, region, district, work time, pay range
 * and 'Kelishiladi', found by words however they are spelled (Latin or Cyrillic, any apostrophe),
 * sorted and paged.
 */
export const announcementListQueryOptions = (params: AnnouncementListParams) => {
  const clean = cleanListParams(params);
  return apiQueryOptions<SearchedPage<AnnouncementItem>>([...announcementListKeyRoot, clean], withQuery('/api/announcements/list/', clean));
};

/** Keeps the previous page on screen while the next one loads, so the list never blanks or jumps. */
export const useAnnouncementList = (params: AnnouncementListParams) => useQuery({ ...announcementListQueryOptions(params), placeholderData: keepPreviousData });

/** The service page's left list (spec §2): the newest services, one more than shown, so the list stays full without the one on screen. */
export const OTHER_SERVICES = 12;
export const otherServicesQueryOptions = () => announcementListQueryOptions({ type: 'service', page_size: OTHER_SERVICES + 1 });
export const useOtherServices = () => useQuery(otherServicesQueryOptions());

/** A missing announcement's way on (issue 40): the newest of its kind. */
const SIMILAR_ANNOUNCEMENTS = 6;
export const similarAnnouncementsQueryOptions = (kind: AnnouncementKind) => announcementListQueryOptions({ type: kind, page_size: SIMILAR_ANNOUNCEMENTS });
export const useSimilarAnnouncements = (kind: AnnouncementKind) => useQuery(similarAnnouncementsQueryOptions(kind));
