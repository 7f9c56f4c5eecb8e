import { useQuery } from '@tanstack/react-query';
import type { MessageAnnouncement } from '@shared/schemas/announcements';
import { apiQueryOptions } from '@web/lib/api-query';
import { itemQueryOptions } from '@web/lib/query-client';

/** GET /api/announcements/mannouncement/{guid}/ → the card of an announcement message ('Ariza qoldirish' posts one). */
const messageAnnouncementQueryOptions = (guid: string) =>
  apiQueryOptions<MessageAnnouncement>(['messenger', 'mannouncement', guid], `/api/announcements/mannouncement/${encodeURIComponent(guid)}/`, {
    // An announcement in a chat rarely changes while the chat is open.
    staleTime: 10 * 60_000,
    // One that is gone (404) stays gone: no second ask.
    retry: itemQueryOptions.retry,
  });

export const useMessageAnnouncement = (guid: string) => useQuery(messageAnnouncementQueryOptions(guid));
