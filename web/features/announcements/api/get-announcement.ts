import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDetail } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

/**
 * GET /api/announcements/announcement/{meta}/ (spec §7): a job's page gets the announcement and the
 * others of its type; a service's, the announcement only. 404 announcements.not_found.
 */
export type AnnouncementPage = AnnouncementDetail;

/**
 * The cache key of one announcement's page. The answer depends on who asks (`saved`), so the viewer
 * (tokenStore.viewer) follows it: announcementQueryKey(meta) is the prefix of every viewer's copy.
 */
const announcementQueryKey = (meta: string) => ['announcements', 'announcement', meta] as const;

const getAnnouncement = (meta: string, signal?: AbortSignal) =>
  api.get<AnnouncementPage>(`/api/announcements/announcement/${encodeURIComponent(meta)}/`, signal);

export const announcementQueryOptions = (meta: string, viewer = 'anonymous') =>
  queryOptions({
    queryKey: [...announcementQueryKey(meta), viewer] as const,
    queryFn: ({ signal }) => getAnnouncement(meta, signal),
    // The copy the page came with (rendered on the server, or opened a moment ago) is shown for half a minute.
    staleTime: 30_000,
    // A 404 (announcements.not_found) is an answer.
    ...itemQueryOptions,
  });

/**
 * The viewer is tokenStore.viewer (useViewer), so the page never waits for the profile. When the
 * viewer becomes known after a server render (anonymous there), the copy the page came with stays on
 * screen while the reader's own is fetched (placeholder data of the same announcement only).
 */
export function useAnnouncement(meta: string, viewer = 'anonymous') {
  return useQuery({
    ...announcementQueryOptions(meta, viewer),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === meta ? previous : undefined),
  });
}
