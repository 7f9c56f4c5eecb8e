import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';

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
    // Every opening is a view the counter should show, so it is refreshed on opening.
    staleTime: 0,
    // A 404 (announcements.not_found) is an answer, not a failure to retry.
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });

export function useAnnouncement(meta: string) {
  return useQuery(announcementQueryOptions(meta));
}
