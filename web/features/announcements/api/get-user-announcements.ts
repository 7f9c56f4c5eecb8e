import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';

/** Every query of the author's own announcements starts with this key: one invalidation refreshes the list and the edit form's copy. */
export const ownAnnouncementsKey = ['own-announcements'] as const;
const OWN_ANNOUNCEMENTS_PAGE_SIZE = 10;

/** GET /api/announcements/user-announcements/?page=&page_size= — the caller's own announcements, hidden ones too, newest first. */
const getUserAnnouncements = (page = 1, pageSize = OWN_ANNOUNCEMENTS_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Paged<UserAnnouncement>>(`/api/announcements/user-announcements/?page=${page}&page_size=${pageSize}`, signal);

export const userAnnouncementsQueryOptions = (page: number, pageSize = OWN_ANNOUNCEMENTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...ownAnnouncementsKey, 'list', { page, pageSize }] as const,
    queryFn: ({ signal }) => getUserAnnouncements(page, pageSize, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useUserAnnouncements = (page: number) => useQuery(userAnnouncementsQueryOptions(page));
