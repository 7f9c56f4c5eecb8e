import { useState } from 'react';
import { Link } from 'react-router';
import { dayKey, formatTime } from '@shared/format/date';
import type { ChatSummary } from '@shared/schemas/messenger';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { filterChats } from '../lib/messages';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { paths } from '@web/lib/paths';
import { aboutKind } from './chat-about';

interface ChatListProps {
  chats: ChatSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  selected: string | null;
  me: string;
}

/** The left pane (spec §2): search by the partner's first and last name, then the chats, most recent first. */
export function ChatList({ chats, loading, error, onRetry, selected, me }: ChatListProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const shown = filterChats(chats ?? [], query);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-ink-100 p-3">
        <label htmlFor="chat-search" className="sr-only">
          {t('messenger.searchLabel')}
        </label>
        <div className="relative">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            id="chat-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('messenger.search')}
            autoComplete="off"
            className="input rounded-full bg-cream-50 pl-10"
          />
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading ? (
          <div className="p-3" aria-busy="true">
            <Spinner label={t('messenger.loading')} className="sr-only" />
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="flex items-center gap-3 py-2.5">
                <Skeleton className="size-11 shrink-0 rounded-full" />
                <SkeletonStack className="flex-1 space-y-2" lines={['h-3.5 w-1/2', 'h-3 w-4/5']} />
              </div>
            ))}
          </div>
        ) : error ? (
          <div role="alert" className="p-4 text-sm text-ink-700">
            <p>{t('messenger.listError')}</p>
            <button type="button" className="btn-outline mt-3" onClick={onRetry}>
              {t('messenger.retry')}
            </button>
          </div>
        ) : shown.length === 0 && query ? (
          <p className="p-5 text-center text-sm text-ink-500">{t('messenger.noMatches')}</p>
        ) : (
          // Named by the column around it (messages-view's aside): a list carries no aria-label of its own.
          <ul data-testid="chat-list">
            {shown.map((c) => (
              <li key={c.guid}>
                <ChatRow chat={c} active={c.guid === selected} me={me} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ChatRow({ chat, active, me }: { chat: ChatSummary; active: boolean; me: string }) {
  const t = useT();
  const name = personName(chat.display);
  const last = chat.last_message;
  const preview = !last ? '' : last.type === 'product' ? t('messenger.product') : last.type === 'announcement' ? t('messenger.announcement') : last.content;
  const when = last?.created_at ?? chat.updated_at;
  const today = dayKey(when) === dayKey(new Date());
  const unread = active ? 0 : chat.unread;

  return (
    <Link
      to={{ search: paths.chatSearch(chat.guid) }}
      state={{ fromList: true }}
      aria-current={active ? 'true' : undefined}
      data-testid="chat-row"
      className={`flex items-center gap-3 border-l-4 px-3 py-2.5 transition-colors focus-visible:outline-offset-[-3px] ${
        active ? 'border-mulberry-600 bg-mulberry-100/60' : 'border-transparent hover:bg-cream-100'
      }`}
    >
      <PersonAvatar person={chat.display} size={44} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-sm text-indigo-900 ${unread ? 'font-bold' : 'font-semibold'}`}>{name}</span>
          <time dateTime={when} className="shrink-0 text-xs text-ink-500 tabular-nums">
            {today ? formatTime(when) : dayKey(when).replaceAll('-', '.')}
          </time>
        </span>
        {chat.about ? (
          <span className="block truncate text-xs text-indigo-800" data-testid="chat-row-about">
            {aboutKind(t, chat.about)}: <span data-user-content={chat.about.title === null ? undefined : ''}>{chat.about.title ?? t('messenger.about.gone')}</span>
          </span>
        ) : null}
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={`truncate text-sm ${unread ? 'font-medium text-ink-900' : 'text-ink-500'}`}>
            {last && last.user === me ? <span className="text-ink-500">{t('messenger.you')}: </span> : null}
            {preview}
          </span>
          {unread > 0 ? (
            <span data-testid="chat-unread" className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-mulberry-600 px-1.5 text-[11px] font-bold text-white tabular-nums">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('messenger.unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
