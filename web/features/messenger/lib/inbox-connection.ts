import type { QueryClient } from '@tanstack/react-query';
import type { ChatSummary, InboxFrame, ServerNotification } from '@shared/schemas/messenger';
import { notify } from '@web/features/notifications/notify';
import { chatsQueryKey } from '../api/get-chats';
import { unreadQueryKey, type UnreadCounts } from '../api/get-unread';
import { serverNotificationsKey, type NotificationsPage } from '@web/features/notifications/api/server-notifications';
import { browserSocketDeps, onNetworkSignals } from './browser';
import { upsertChat } from './messages';
import { notificationRef } from '@web/features/notifications/notification-text';
import { ReconnectingSocket } from './reconnecting-socket';

/**
 * The inbox socket (/chat/inbox/): one per signed-in tab. Its frames go straight into the query
 * cache (chat list order, unread counts, server notifications), so every screen that shows them
 * updates live. Loaded lazily by InboxProvider, only for signed-in users.
 */
export interface InboxOptions {
  queryClient: QueryClient;
  /** Whether the user is looking at this chat right now (then a message needs no toast). */
  isViewingChat(chat: string): boolean;
}

/** The chat a notification points at ('/messaging/?chat=…'), if any. */
function chatOfLink(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link, 'https://ipak.invalid').searchParams.get('chat');
  } catch {
    return null;
  }
}

export function startInbox({ queryClient: qc, isViewingChat }: InboxOptions): () => void {
  let opened = false;
  const socket = new ReconnectingSocket(browserSocketDeps('/chat/inbox/'), {
    onOpen: () => {
      // Frames sent while we were away are lost: ask again for what they would have told us.
      if (opened) {
        void qc.invalidateQueries({ queryKey: chatsQueryKey });
        void qc.invalidateQueries({ queryKey: unreadQueryKey });
        void qc.invalidateQueries({ queryKey: serverNotificationsKey });
      }
      opened = true;
    },
    onFrame: (raw) => {
      const frame = raw as InboxFrame;
      if ('chat' in frame) onChat(frame.chat);
      else if ('unread' in frame) onUnread(frame.unread);
      else if ('notification' in frame) onNotification(frame.notification);
    },
  });

  function onChat(chat: ChatSummary) {
    qc.setQueryData<ChatSummary[]>(chatsQueryKey, (old) => (old ? upsertChat(old, chat) : old));
  }

  function onUnread(unread: UnreadCounts) {
    const before = qc.getQueryData<UnreadCounts>(unreadQueryKey);
    qc.setQueryData<UnreadCounts>(unreadQueryKey, unread);
    // Reading a chat also clears its message notifications on the server: bring the bell in step.
    if (before && unread.total < before.total) void qc.invalidateQueries({ queryKey: serverNotificationsKey });
    qc.setQueryData<ChatSummary[]>(chatsQueryKey, (old) => old?.map((c) => ({ ...c, unread: unread.chats[c.guid] ?? 0 })));
  }

  function onNotification(n: ServerNotification) {
    qc.setQueriesData<NotificationsPage>({ queryKey: serverNotificationsKey }, (old) => {
      if (!old || old.data.some((x) => x.guid === n.guid)) return old;
      return { ...old, unread: old.unread + (n.read ? 0 : 1), count: old.count + 1, data: old.current_page === 1 ? [n, ...old.data] : old.data };
    });
    const chat = chatOfLink(n.link);
    if (chat && isViewingChat(chat)) return;
    // Kept as references: the toast words it in the reader's language when shown. The list shows the
    // server's notification, not this toast (serverGuid): every event once.
    notify({ ...notificationRef(n), type: n.type === 'error' ? 'error' : n.type === 'success' ? 'success' : 'info', serverGuid: n.guid });
  }

  socket.start();
  const off = onNetworkSignals({ wake: () => socket.wake(), offline: () => socket.offline() });
  return () => {
    off();
    socket.stop();
  };
}
