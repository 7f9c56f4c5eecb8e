import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface UnreadCounts {
  total: number;
  chats: Record<string, number>;
}

export const unreadQueryKey = ['messenger', 'unread'] as const;

/** GET /api/messenger/unread/ → {total, chats}. The inbox socket's {unread} frames replace it live. */
const unreadQueryOptions = () =>
  queryOptions({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => api.get<UnreadCounts>('/api/messenger/unread/', signal),
    staleTime: 60_000,
    retry: false,
  });

export const useUnreadCounts = (enabled: boolean) => useQuery({ ...unreadQueryOptions(), enabled });
