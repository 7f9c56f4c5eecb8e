import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageAnnouncement } from '@shared/schemas/announcements';
import { api, ApiError } from '@web/lib/api-client';

/** GET /api/announcements/mannouncement/{guid}/ → the card of an announcement message ('Ariza qoldirish' posts one). */
const messageAnnouncementQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['messenger', 'mannouncement', guid],
    queryFn: ({ signal }) => api.get<MessageAnnouncement>(`/api/announcements/mannouncement/${encodeURIComponent(guid)}/`, signal),
    // An announcement in a chat rarely changes while the chat is open.
    staleTime: 10 * 60_000,
    // One that is gone (404) stays gone: no second ask.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const useMessageAnnouncement = (guid: string) => useQuery(messageAnnouncementQueryOptions(guid));
