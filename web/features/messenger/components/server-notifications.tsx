import { useState } from 'react';
import { Link } from 'react-router';
import type { ServerNotification } from '@shared/schemas/messenger';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n';
import { useMarkNotificationsRead, useServerNotifications } from '../api/server-notifications';
import { notificationText } from '../lib/notification-text';
import { useDates } from '@web/lib/dates';

/**
 * The server's notifications on /profile/notifications/ (new messages and the like), newest first,
 * paged; opening one marks it read, and a button marks them all. Unread ones carry a dot and a label.
 */
export function ServerNotificationsSection() {
  const t = useT();
  const [pages, setPages] = useState(1);
  const first = useServerNotifications(1);
  const markRead = useMarkNotificationsRead();
  const unread = first.data?.unread ?? 0;

  return (
    <section aria-labelledby="server-notifications-title" className="mb-8" data-testid="server-notifications">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="server-notifications-title" className="text-lg font-semibold text-indigo-900">
          {t('messenger.notifications.server')}
          {unread > 0 ? <span className="ml-2 rounded-full bg-pomegranate-600 px-2 py-0.5 align-middle text-xs font-bold text-white tabular-nums">{unread}</span> : null}
        </h2>
        {unread > 0 ? (
          <button type="button" className="btn-ghost px-3" disabled={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            {t('messenger.notifications.markAll')}
          </button>
        ) : null}
      </div>
      {first.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : first.isError ? (
        <p role="alert" className="rounded-[var(--radius-card)] border border-pomegranate-100 bg-white p-4 text-sm text-ink-700">
          {t('messenger.notifications.error')}{' '}
          <button type="button" className="font-semibold text-indigo-800 underline underline-offset-2" onClick={() => void first.refetch()}>
            {t('messenger.retry')}
          </button>
        </p>
      ) : first.data.data.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-ink-300 px-5 py-6 text-center text-sm text-ink-500">{t('messenger.notifications.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {Array.from({ length: pages }, (_, i) => (
              <NotificationsPage key={i + 1} page={i + 1} onOpen={(n) => !n.read && markRead.mutate(n.guid)} />
            ))}
          </ul>
          {pages < first.data.total_pages ? (
            <div className="mt-3 text-center">
              <button type="button" className="btn-outline" onClick={() => setPages((p) => p + 1)}>
                {t('messenger.notifications.more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function NotificationsPage({ page, onOpen }: { page: number; onOpen(n: ServerNotification): void }) {
  const t = useT();
  const dates = useDates();
  const { data } = useServerNotifications(page);
  if (!data) return null;
  return (
    <>
      {data.data.map((n) => {
        const error = n.type === 'error';
        const text = notificationText(t, n);
        const body = (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className={`font-semibold break-words ${error ? 'text-pomegranate-700' : 'text-indigo-900'}`}>
                {!n.read ? <span aria-hidden="true" className="mr-2 inline-block size-2 rounded-full bg-pomegranate-600 align-middle" /> : null}
                {!n.read ? <span className="sr-only">{t('messenger.notifications.unread')}: </span> : null}
                {text.title}
              </h3>
              <time dateTime={n.created_at} className="text-xs text-ink-500">
                {dates.date(n.created_at)}
              </time>
            </div>
            {text.comment ? <p className="mt-1 text-sm break-words text-ink-700">{text.comment}</p> : null}
          </>
        );
        const cls = `block rounded-[var(--radius-card)] border border-l-4 p-4 ${n.read ? 'border-ink-300 bg-transparent' : 'border-y-ink-300 border-r-ink-300 bg-white'} ${error ? 'border-l-pomegranate-600' : 'border-l-mulberry-600'}`;
        return (
          <li key={n.guid} data-testid="server-notification" data-read={n.read ? 'true' : 'false'}>
            {n.link && n.link.startsWith('/') ? (
              <Link to={n.link} onClick={() => onOpen(n)} className={`${cls} hover:bg-indigo-50`}>
                {body}
              </Link>
            ) : (
              <div className={cls}>
                {body}
                {!n.read ? (
                  <button type="button" className="mt-2 text-xs font-semibold text-indigo-800 underline underline-offset-2" onClick={() => onOpen(n)}>
                    {t('messenger.notifications.markOne')}
                  </button>
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </>
  );
}
