import { useQuery } from '@tanstack/react-query';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { apiQueryOptions, ownItemQueryOptions } from '@web/lib/api-query';
import { ownAnnouncementsKey } from './get-user-announcements';

/** GET /api/announcements/user-announcements/{guid}/ — one of the caller's own announcements (the edit form; another's is a 404). */
export const userAnnouncementQueryOptions = (guid: string) =>
  apiQueryOptions<UserAnnouncement>([...ownAnnouncementsKey, 'detail', guid], `/api/announcements/user-announcements/${encodeURIComponent(guid)}/`, ownItemQueryOptions);

export const useUserAnnouncement = (guid: string) => useQuery(userAnnouncementQueryOptions(guid));
