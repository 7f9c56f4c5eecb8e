import { useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDates } from '@web/lib/dates';
import type { ServerNotification } from '@shared/schemas/messenger';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n';
import { serverNotificationsQueryOptions, useMarkNotificationsRead, useServerNotifications } from '../api/server-notifications';
import { isEmptyText, isErrorNotification, isLiteral, newestFirst, type AppNotification } from '../notification-store';
import { notificationText } from '../notification-text';
import { notificationStore, useNotificationWords, useNotifications } from '../notify';

/**
 * The one list of /profile/notifications/ (issue 40), newest first: what the server told the reader
 * (a chat message, a saved search's match, a moderator's decision, a certificate: kept on every device,
 * read or unread, paged) and what happened in this browser (a saved product, an error), each event
 * once. A server notification's toast is not kept here (notification-store.ts); the server's record
 * stands for it. Opening a server notification marks it read; a button marks them all; another
 * clears what this browser keeps.
 */
export function NotificationList({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  const first = useServerNotifications(1, signedIn);
  const markRead = useMarkNotificationsRead();
  const local = newestFirst(useNotifications());
  const unread = first.data?.unread ?? 0;
  const more = !!first.data && pages < first.data.total_pages;

  return (
    <section aria-labelledby="notification-list-title" data-testid="notification-list">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="notification-list-title" className="text-lg font-semibold text-indigo-900">
          {t('push.listTitle')}
          {unread > 0 ? <span className="ml-2 rounded-full bg-pomegranate-600 px-2 py-0.5 align-middle text-xs font-bold text-white tabular-nums">{unread}</span> : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <button type="button" className="btn-ghost px-3" disabled={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
              {t('messenger.notifications.markAll')}
            </button>
          ) : null}
          {local.length > 0 ? (
            <button type="button" className="btn-ghost px-3" onClick={() => notificationStore.clear()}>
              {t('notifications.clear')}
            </button>
          ) : null}
        </div>
      </div>
      {first.isError ? (
        <p role="alert" className="mb-3 rounded-[var(--radius-card)] border border-pomegranate-100 bg-white p-4 text-sm text-ink-700">
          {t('messenger.notifications.error')}{' '}
          <button type="button" className="font-semibold text-indigo-800 underline underline-offset-2" onClick={() => void first.refetch()}>
            {t('messenger.retry')}
          </button>
        </p>
      ) : null}
      {signedIn && first.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <Entries pages={signedIn && first.data ? pages : 0} more={more} local={local} onOpen={(n) => !n.read && markRead.mutate(n.guid)} />
      )}
      {more ? (
        <div className="mt-3 text-center">
          <button type="button" className="btn-outline" onClick={() => setPages((p) => p + 1)}>
            {t('messenger.notifications.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

type Entry = { at: string; server: ServerNotification; local?: never } | { at: string; local: AppNotification; server?: never };

/**
 * The loaded server pages and the browser's entries in one timeline. While older server pages are
 * still to load, the browser's entries older than the last loaded server one wait with them (they
 * would otherwise show above notifications that are newer).
 */
function mergeEntries(server: readonly ServerNotification[], local: readonly AppNotification[], more: boolean): Entry[] {
  const oldest = server.at(-1)?.created_at;
  const shownLocal = more && oldest ? local.filter((n) => n.created_at >= oldest) : local;
  const entries: Entry[] = [...server.map((n) => ({ at: n.created_at, server: n })), ...shownLocal.map((n) => ({ at: n.created_at, local: n }))];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * The notifications of pages 1 to `pages` that have loaded, in order (the list's 'more' adds a page).
 * Here, not in the endpoint's file: the top bar imports that file on every page, and useQueries is
 * wanted by this page alone.
 */
function useServerNotificationPages(pages: number, enabled: boolean): ServerNotification[] {
  const results = useQueries({ queries: Array.from({ length: pages }, (_, i) => ({ ...serverNotificationsQueryOptions(i + 1), enabled })) });
  return results.flatMap((r) => r.data?.data ?? []);
}

function Entries({ pages, more, local, onOpen }: { pages: number; more: boolean; local: AppNotification[]; onOpen(n: ServerNotification): void }) {
  const t = useT();
  const server = useServerNotificationPages(pages, pages > 0);
  const words = useNotificationWords(local);
  const entries = mergeEntries(server, local, more);
  if (!entries.length) {
    return (
      <div className="rounded-[var(--radius-card)] border border-dashed border-ink-300 px-5 py-12 text-center">
        <p className="font-semibold text-indigo-900">{t('notifications.empty')}</p>
        <p className="mt-1 text-sm text-ink-500">{t('notifications.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {entries.map((e) =>
        e.server ? (
          <ServerEntry key={`s-${e.server.guid}`} n={e.server} onOpen={onOpen} />
        ) : (
          <Card key={`l-${e.local.id}`} source="device" error={isErrorNotification(e.local)} at={e.local.created_at} type={e.local.type} title={<span data-user-content={isLiteral(e.local.title) ? '' : undefined}>{words(e.local.title)}</span>} comment={isEmptyText(e.local.comment) ? null : <span data-user-content={isLiteral(e.local.comment) ? '' : undefined}>{words(e.local.comment)}</span>} />
        ),
      )}
    </ul>
  );
}

function ServerEntry({ n, onOpen }: { n: ServerNotification; onOpen(n: ServerNotification): void }) {
  const t = useT();
  const text = notificationText(t, n);
  const link = n.link && n.link.startsWith('/') ? n.link : null;
  return (
    <Card
      source="server"
      error={n.type === 'error'}
      at={n.created_at}
      type={n.type === 'message' ? 'info' : n.type}
      unread={!n.read}
      link={link ? { to: link, onClick: () => onOpen(n) } : null}
      markRead={!link && !n.read ? () => onOpen(n) : null}
      title={text.title}
      comment={text.comment || null}
    />
  );
}

interface CardProps {
  source: 'server' | 'device';
  error: boolean;
  at: string;
  type: 'success' | 'error' | 'info';
  unread?: boolean;
  link?: { to: string; onClick(): void } | null;
  markRead?: (() => void) | null;
  title: ReactNode;
  comment: ReactNode;
}

/** One entry, whichever its source: a card with a coloured edge (red for an error), its date, and for a server one its unread dot and link. */
function Card({ source, error, at, type, unread = false, link, markRead, title, comment }: CardProps) {
  const t = useT();
  const dates = useDates();
  const body = (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className={`font-semibold break-words ${error ? 'text-pomegranate-700' : 'text-indigo-900'}`}>
          {unread ? <span aria-hidden="true" className="mr-2 inline-block size-2 rounded-full bg-pomegranate-600 align-middle" /> : null}
          <span className="sr-only">{unread ? `${t('messenger.notifications.unread')}, ` : ''}{t(`notifications.types.${type}`)}: </span>
          {title}
        </h3>
        <time dateTime={at} className="text-xs text-ink-500">
          {dates.date(at)}
        </time>
      </div>
      {comment ? <p className="mt-1 text-sm break-words text-ink-700">{comment}</p> : null}
    </>
  );
  const cls = `block rounded-[var(--radius-card)] border border-l-4 p-4 ${unread ? 'border-y-ink-300 border-r-ink-300 bg-white' : 'border-ink-300 bg-transparent'} ${error ? 'border-l-pomegranate-600' : 'border-l-mulberry-600'}`;
  return (
    <li data-testid="notification-card" data-source={source} data-read={source === 'server' ? String(!unread) : undefined}>
      {link ? (
        <Link to={link.to} onClick={link.onClick} className={`${cls} hover:bg-indigo-50`}>
          {body}
        </Link>
      ) : (
        <div className={cls}>
          {body}
          {markRead ? (
            <button type="button" className="mt-2 text-xs font-semibold text-indigo-800 underline underline-offset-2" onClick={markRead}>
              {t('messenger.notifications.markOne')}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
