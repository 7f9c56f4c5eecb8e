import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { pagedQueryOptions } from '@web/lib/api-query';

/** Every query of the author's own announcements starts with this key: one invalidation refreshes the list and the edit form's copy. */
export const ownAnnouncementsKey = ['own-announcements'] as const;
const OWN_ANNOUNCEMENTS_PAGE_SIZE = 10;

/** GET /api/announcements/user-announcements/?page=&page_size= — the caller's own announcements, hidden ones too, newest first. */
export const userAnnouncementsQueryOptions = (page: number, pageSize = OWN_ANNOUNCEMENTS_PAGE_SIZE) =>
  pagedQueryOptions<Paged<UserAnnouncement>>(
    [...ownAnnouncementsKey, 'list', { page, pageSize }],
    `/api/announcements/user-announcements/?page=${page}&page_size=${pageSize}`,
  );

export const useUserAnnouncements = (page: number) => useQuery(userAnnouncementsQueryOptions(page));
