import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerNotification } from '@shared/schemas/messenger';
import { api } from '@web/lib/api-client';

/**
 * The server's notifications (GET /api/users/notifications/?page=, POST notifications/read/); the
 * messenger's inbox socket delivers new ones live into this cache.
 */
export interface NotificationsPage {
  data: ServerNotification[];
  current_page: number;
  total_pages: number;
  count: number;
  unread: number;
}

export const serverNotificationsKey = ['notifications', 'server'] as const;

/** Page `page` of the caller's notifications (the list asks for several pages at once with useQueries). */
export const serverNotificationsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...serverNotificationsKey, page],
    queryFn: ({ signal }) => api.get<NotificationsPage>(`/api/users/notifications/?page=${page}`, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useServerNotifications = (page: number, enabled = true) => useQuery({ ...serverNotificationsQueryOptions(page), enabled });

/** The bell's count: page 1 carries `unread`. */
export const useServerNotificationsUnread = (enabled: boolean) => useQuery({ ...serverNotificationsQueryOptions(1), enabled, select: (p) => p.unread });

/** Applies a new unread count (and optionally read flags) to every cached page. */
function patchNotifications(qc: QueryClient, unread: number, markRead?: string | 'all') {
  qc.setQueriesData<NotificationsPage>({ queryKey: serverNotificationsKey }, (old) =>
    old
      ? {
          ...old,
          unread,
          data: markRead ? old.data.map((n) => (markRead === 'all' || n.guid === markRead ? { ...n, read: true } : n)) : old.data,
        }
      : old,
  );
}

/** POST /api/users/notifications/read/ {guid?} → {unread}: one, or all when no guid. */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid?: string) => api.post<{ unread: number }>('/api/users/notifications/read/', guid ? { guid } : {}),
    onSuccess: (answer, guid) => patchNotifications(qc, answer.unread, guid ?? 'all'),
  });
}
