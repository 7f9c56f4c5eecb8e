import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSummary } from '@shared/schemas/messenger';
import { api } from '@web/lib/api-client';
import { sortChats } from '../lib/messages';

export const chatsQueryKey = ['messenger', 'chats'] as const;

/** GET /api/messenger/chats/ → {chats}, most recent activity first. The inbox socket keeps it current. */
const getChats = (signal?: AbortSignal) => api.get<{ chats: ChatSummary[] }>('/api/messenger/chats/', signal).then((r) => sortChats(r.chats ?? []));

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: chatsQueryKey,
    queryFn: ({ signal }) => getChats(signal),
    // The inbox socket pushes changes; a refetch on focus or reconnect is the safety net.
    staleTime: 30_000,
  });

export const useChats = (enabled = true) => useQuery({ ...chatsQueryOptions(), enabled });
