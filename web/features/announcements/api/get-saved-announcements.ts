import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { AnnouncementItem } from '@shared/schemas/announcements';
import { pagedQueryOptions } from '@web/lib/api-query';

const SAVED_ANNOUNCEMENTS_PAGE_SIZE = 10;
export const savedAnnouncementsKey = ['saved-announcements'] as const;

/** GET /api/announcements/saved-announcements/?page=&page_size= — the announcements the caller saved, most recently saved first. */
export const savedAnnouncementsQueryOptions = (page: number, pageSize = SAVED_ANNOUNCEMENTS_PAGE_SIZE) =>
  pagedQueryOptions<Paged<AnnouncementItem>>([...savedAnnouncementsKey, { page, pageSize }], `/api/announcements/saved-announcements/?page=${page}&page_size=${pageSize}`);

export const useSavedAnnouncements = (page: number) => useQuery(savedAnnouncementsQueryOptions(page));
