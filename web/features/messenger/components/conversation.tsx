import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatSummary } from '@shared/schemas/messenger';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { chatsQueryKey } from '../api/get-chats';
import { unreadQueryKey, type UnreadCounts } from '../api/get-unread';
import { useChatConnection } from '../hooks/use-chat-connection';
import type { ChatConnection, ChatState } from '../lib/chat-connection';
import { dayLabel, layoutConversation, readUpTo, type ConversationItem } from '../lib/messages';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { ChatAboutBar } from './chat-about';
import { SellerFactsLine } from '@web/features/sellers/components/seller-facts';

interface ConversationProps {
  chat: string;
  me: string;
  summary: ChatSummary | undefined;
  onBack(): void;
  signInHref: string;
}

/** The right pane: header, connection state, the messages under date dividers, and the input. */
export function Conversation({ chat, me, summary, onBack, signInHref }: ConversationProps) {
  const t = useT();
  const { connection, state } = useChatConnection(chat, me);
  const items = useMemo(() => layoutConversation(state.messages, state.pending, me, chat), [state.messages, state.pending, me, chat]);
  const readIndex = readUpTo(state.messages, state.partnerRead, summary?.partner_read);
  const partnerName = summary ? personName(summary.display) : '';
  const markRead = useMarkRead(connection, chat);
  const blocked = state.status === 'forbidden' || state.status === 'unauthorized';

  return (
    <section aria-label={partnerName ? t('messenger.conversation', { name: partnerName }) : t('messenger.messagesLog')} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-ink-100 bg-white px-2 py-2 sm:gap-3 sm:px-4 sm:py-2.5">
        <button type="button" onClick={onBack} aria-label={t('messenger.back')} title={t('messenger.back')} className="grid size-11 shrink-0 place-items-center rounded-full text-indigo-900 hover:bg-indigo-50 md:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
        {summary ? (
          <>
            <PersonAvatar person={summary.display} size={44} />
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-base font-semibold text-indigo-900" data-testid="chat-partner">
                {summary.users[0] ? (
                  <Link to={paths.seller(summary.users[0].guid)} className="rounded hover:underline">
                    {partnerName}
                  </Link>
                ) : (
                  partnerName
                )}
              </h2>
              <p className="truncate text-xs text-ink-500" aria-live="polite">
                {state.partnerTyping ? <span className="font-medium text-mulberry-700">{t('messenger.typing')}</span> : summary.users[0] ? <SellerFactsLine guid={summary.users[0].guid} /> : null}
              </p>
            </div>
          </>
        ) : (
          <div className="flex flex-1 items-center gap-3" aria-hidden="true">
            <Skeleton className="size-11 rounded-full" />
            <SkeletonStack className="flex-1 space-y-2" lines={['h-4 w-40', 'h-3 w-24']} />
          </div>
        )}
      </header>
      {summary?.about ? <ChatAboutBar about={summary.about} /> : null}

      <StatusBanner state={state} signInHref={signInHref} onReconnect={() => connection.wake()} />

      {state.status === 'forbidden' ? (
        <div className="flex flex-1 items-center justify-center bg-cream-100/60 p-6" />
      ) : (
        <MessageLog
          items={items}
          state={state}
          me={me}
          readIndex={readIndex}
          partnerName={partnerName}
          connection={connection}
          onSeen={markRead}
        />
      )}

      {state.status === 'forbidden' ? null : (
        <Composer disabled={blocked} onSend={(text) => connection.send(text)} onTyping={(typing) => connection.setTyping(typing)} />
      )}
    </section>
  );
}

/** Read receipts: tell the server, and clear this chat's unread counts at once (the inbox confirms later). */
function useMarkRead(connection: ChatConnection, chat: string) {
  const qc = useQueryClient();
  return useCallback(
    (guid: string) => {
      connection.markRead(guid);
      let cleared = 0;
      qc.setQueryData<ChatSummary[]>(chatsQueryKey, (old) =>
        old?.map((c) => {
          if (c.guid !== chat || !c.unread) return c;
          cleared = c.unread;
          return { ...c, unread: 0 };
        }),
      );
      qc.setQueryData<UnreadCounts>(unreadQueryKey, (old) => {
        if (!old) return old;
        const mine = old.chats[chat] ?? cleared;
        if (!mine) return old;
        return { total: Math.max(0, old.total - mine), chats: { ...old.chats, [chat]: 0 } };
      });
    },
    [connection, chat, qc],
  );
}

function StatusBanner({ state, signInHref, onReconnect }: { state: ChatState; signInHref: string; onReconnect(): void }) {
  const t = useT();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (state.status === 'forbidden' || state.status === 'unauthorized') {
    return (
      <div role="alert" className="border-b border-pomegranate-100 bg-pomegranate-100/60 px-4 py-3 text-sm text-pomegranate-700">
        {t(`messenger.status.${state.status}`)}
        {state.status === 'unauthorized' ? (
          <Link to={signInHref} className="ml-2 font-semibold underline underline-offset-2">
            {t('messenger.signInAgain')}
          </Link>
        ) : null}
      </div>
    );
  }
  // A first connection is usually quick: say nothing unless it is a reconnect or we are offline.
  if (state.status !== 'reconnecting' && online) return null;
  return (
    <div role="status" data-testid="chat-status" className="flex items-center gap-3 border-b border-saffron-400/60 bg-saffron-100 px-4 py-2 text-xs text-indigo-950 sm:text-sm">
      <Spinner size={14} className="shrink-0" />
      <span className="flex-1">{t(online ? 'messenger.status.reconnecting' : 'messenger.status.offline')}</span>
      {online ? (
        <button type="button" onClick={onReconnect} className="shrink-0 rounded px-1 py-1 font-semibold text-indigo-800 underline underline-offset-2">
          {t('messenger.reconnectNow')}
        </button>
      ) : null}
    </div>
  );
}

interface MessageLogProps {
  items: ConversationItem[];
  state: ChatState;
  me: string;
  readIndex: number;
  partnerName: string;
  connection: ChatConnection;
  onSeen(guid: string): void;
}

const NEAR_BOTTOM_PX = 120;

/** Keeps the view where the reader is: at the bottom for new messages, in place when older ones load above. */
function useStickyScroll(items: ConversationItem[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const fromBottom = useRef(0);
  const firstKey = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = items[0]?.key;
    const prepended = firstKey.current !== undefined && first !== firstKey.current && items.length > 0;
    const lastOwnPending = items.at(-1)?.pending && items.at(-1)?.own;
    if (stick.current || lastOwnPending) el.scrollTop = el.scrollHeight;
    else if (prepended) el.scrollTop = el.scrollHeight - el.clientHeight - fromBottom.current;
    firstKey.current = first;
  }, [items]);

  // Images (product cards) arriving after the messages grow the content: stay at the bottom if we were there.
  useEffect(() => {
    const el = scroller.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.clientHeight - el.scrollTop;
    stick.current = fromBottom.current < NEAR_BOTTOM_PX;
  };
  return { scroller, onScroll };
}

/** Read receipts: the partner's newest message counts as seen once it is on screen in a visible tab. */
function useSeenReport(scroller: RefObject<HTMLDivElement | null>, lastPartnerGuid: string | undefined, onSeen: (guid: string) => void) {
  useEffect(() => {
    const root = scroller.current;
    if (!root || !lastPartnerGuid) return;
    const target = root.querySelector(`[data-guid="${CSS.escape(lastPartnerGuid)}"]`);
    if (!target) return;
    let visible = false;
    const report = () => {
      if (visible && document.visibilityState === 'visible') onSeen(lastPartnerGuid);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.isIntersecting);
        report();
      },
      { root, threshold: 0.5 },
    );
    observer.observe(target);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', report);
    };
  }, [scroller, lastPartnerGuid, onSeen]);
}

/** The messages under their date dividers, each with its read mark. */
function MessageList({ items, state, readIndex, partnerName, connection }: Omit<MessageLogProps, 'me' | 'onSeen'>) {
  const t = useT();
  const now = new Date();
  const labels = { today: t('messenger.today'), yesterday: t('messenger.yesterday') };
  const indexOf = useMemo(() => new Map(state.messages.map((m, i) => [m.guid, i])), [state.messages]);
  return items.map((item) => (
    <div key={item.key}>
      {item.dayStart ? (
        <div className="my-3 flex justify-center" role="separator" aria-label={dayLabel(item.day, now, labels)}>
          <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-ink-700 shadow-sm ring-1 ring-ink-100">{dayLabel(item.day, now, labels)}</span>
        </div>
      ) : null}
      <MessageItem
        item={item}
        read={item.own && !item.pending && (indexOf.get(item.message.guid) ?? Infinity) <= readIndex}
        partnerName={partnerName}
        onRetry={(id) => connection.retry(id)}
        onDiscard={(id) => connection.discard(id)}
      />
    </div>
  ));
}

/** The log's content: the button for older messages, then the history's state (loading, failed, empty) or the messages. */
function MessageLogBody(props: Omit<MessageLogProps, 'me' | 'onSeen'>) {
  const { items, state, connection } = props;
  const t = useT();
  return (
    <div>
      {state.hasOlder ? (
        <div className="mb-3 text-center">
          <button type="button" className="btn-ghost min-h-9 py-1.5 text-xs" disabled={state.loadingOlder} onClick={() => void connection.loadOlder()}>
            {state.loadingOlder ? <Spinner size={14} /> : null}
            {t('messenger.older')}
          </button>
        </div>
      ) : null}

      {state.history === 'loading' && items.length === 0 ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('messenger.loading')} size={28} className="text-indigo-800" />
        </div>
      ) : state.history === 'error' && items.length === 0 ? (
        <div role="alert" className="mx-auto mt-8 max-w-sm rounded-2xl bg-white p-4 text-center text-sm text-ink-700">
          <p>{t('messenger.historyError')}</p>
          <button type="button" className="btn-outline mt-3" onClick={() => connection.reloadHistory()}>
            {t('messenger.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-10 text-center text-sm text-ink-500">{t('messenger.noMessages')}</p>
      ) : (
        <MessageList {...props} />
      )}
    </div>
  );
}

function MessageLog({ me, onSeen, ...props }: MessageLogProps) {
  const t = useT();
  const { scroller, onScroll } = useStickyScroll(props.items);
  useSeenReport(scroller, props.state.messages.findLast((m) => m.user !== me)?.guid, onSeen);
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('messenger.messagesLog')}
      aria-busy={props.state.history === 'loading'}
      tabIndex={0}
      data-testid="message-log"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-cream-100/70 px-3 py-4 focus-visible:outline-offset-[-3px] sm:px-5"
    >
      <MessageLogBody {...props} />
    </div>
  );
}
