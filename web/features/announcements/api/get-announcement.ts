import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

/** GET /api/announcements/announcement/{meta}/ → the announcement and the others of its type. */
export interface AnnouncementPage {
  announcement: Announcement;
  announcements?: Announcement[];
}

export const announcementQueryKey = (meta: string) => ['announcements', 'announcement', meta] as const;

export const getAnnouncement = (meta: string, signal?: AbortSignal) =>
  api.get<AnnouncementPage>(`/api/announcements/announcement/${encodeURIComponent(meta)}/`, signal);

export const announcementQueryOptions = (meta: string) =>
  queryOptions({
    queryKey: announcementQueryKey(meta),
    queryFn: ({ signal }) => getAnnouncement(meta, signal),
    // The copy the page came with (rendered on the server, or opened a moment ago) is shown for half a minute.
    staleTime: 30_000,
    // A 404 (announcements.not_found) is an answer.
    ...itemQueryOptions,
  });

export function useAnnouncement(meta: string) {
  return useQuery(announcementQueryOptions(meta));
}
