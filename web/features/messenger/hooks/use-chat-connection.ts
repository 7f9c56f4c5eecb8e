import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getChatMessages } from '../api/get-chat-messages';
import { browserSocketDeps, browserStorage, onNetworkSignals } from '../lib/browser';
import { ChatConnection, type ChatState } from '../lib/chat-connection';

/**
 * The open conversation's connection: made per chat, started on mount, stopped when the chat changes
 * or the page is left (spec §4: the socket closes then). Pending messages outlive it in localStorage.
 */
export function useChatConnection(chat: string, me: string): { connection: ChatConnection; state: ChatState } {
  const connection = useMemo(
    () =>
      new ChatConnection({
        chat,
        me,
        ...browserSocketDeps(`/chat/${encodeURIComponent(chat)}/`),
        fetchHistory: (query) => getChatMessages(chat, query),
        storage: browserStorage(),
      }),
    [chat, me],
  );

  useEffect(() => {
    connection.start();
    const off = onNetworkSignals({ wake: () => connection.wake(), offline: () => connection.offline() });
    return () => {
      off();
      connection.stop();
    };
  }, [connection]);

  const state = useSyncExternalStore(connection.subscribe, connection.getSnapshot, connection.getSnapshot);
  return { connection, state };
}
