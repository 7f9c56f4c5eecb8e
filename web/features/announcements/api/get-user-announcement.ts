import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { ApiError, api } from '@web/lib/api-client';
import { ownAnnouncementsKey } from './get-user-announcements';

/** GET /api/announcements/user-announcements/{guid}/ — one of the caller's own announcements (the edit form; another's is a 404). */
const getUserAnnouncement = (guid: string, signal?: AbortSignal) =>
  api.get<UserAnnouncement>(`/api/announcements/user-announcements/${encodeURIComponent(guid)}/`, signal);

export const userAnnouncementQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: [...ownAnnouncementsKey, 'detail', guid] as const,
    queryFn: ({ signal }) => getUserAnnouncement(guid, signal),
    // Not found / not yours will not change by asking again.
    retry: (count, err) => !(err instanceof ApiError && [400, 403, 404].includes(err.status)) && count < 1,
    // The edit form starts from the stored announcement, not an older copy.
    staleTime: 0,
  });

export const useUserAnnouncement = (guid: string) => useQuery(userAnnouncementQueryOptions(guid));
