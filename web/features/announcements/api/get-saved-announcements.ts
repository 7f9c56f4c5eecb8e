import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { AnnouncementItem } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';

const SAVED_ANNOUNCEMENTS_PAGE_SIZE = 10;
export const savedAnnouncementsKey = ['saved-announcements'] as const;

/** GET /api/announcements/saved-announcements/?page=&page_size= — the announcements the caller saved, most recently saved first. */
const getSavedAnnouncements = (page: number, pageSize = SAVED_ANNOUNCEMENTS_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Paged<AnnouncementItem>>(`/api/announcements/saved-announcements/?page=${page}&page_size=${pageSize}`, signal);

export const savedAnnouncementsQueryOptions = (page: number, pageSize = SAVED_ANNOUNCEMENTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...savedAnnouncementsKey, { page, pageSize }] as const,
    queryFn: ({ signal }) => getSavedAnnouncements(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useSavedAnnouncements = (page: number) => useQuery(savedAnnouncementsQueryOptions(page));
