import { notificationStore, useNotificationWords, useNotifications } from '@web/features/notifications/notify';
import { isEmptyText, isErrorNotification, isLiteral, newestFirst } from '@web/features/notifications/notification-store';
import { ServerNotificationsSection } from '@web/features/messenger/components/server-notifications';
import { PushSettings } from '@web/features/push/components/push-settings';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useDates } from '@web/lib/dates';

/**
 * /profile/notifications/: notifications on this device (Web Push: on or off, and which kinds), the
 * server's notifications (new messages and the like), then the locally kept ones (spec §3), newest
 * first, as transparent cards.
 */
export function Component() {
  const t = useT();
  const dates = useDates();
  usePageHead({ title: t('notifications.title') });
  const list = newestFirst(useNotifications());
  const words = useNotificationWords(list);

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="section-title mb-4">
        {t('notifications.title')}
      </h1>
      <PushSettings />
      <ServerNotificationsSection />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold text-indigo-900">{t('messenger.notifications.local')}</h2>
        {list.length > 0 && (
          <button type="button" className="btn-ghost px-3" onClick={() => notificationStore.clear()}>
            {t('notifications.clear')}
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-ink-300 px-5 py-12 text-center">
          <p className="font-semibold text-indigo-900">{t('notifications.empty')}</p>
          <p className="mt-1 text-sm text-ink-500">{t('notifications.emptyHint')}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {list.map((n) => {
            const error = isErrorNotification(n);
            return (
              <li key={n.id} data-testid="notification-card" className={`rounded-[var(--radius-card)] border border-l-4 bg-transparent p-4 ${error ? 'border-pomegranate-600' : 'border-mulberry-600'} border-y-ink-300 border-r-ink-300`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h2 className={`font-semibold break-words ${error ? 'text-pomegranate-700' : 'text-mulberry-700'}`}>
                    <span className="sr-only">{t(`notifications.types.${n.type}`)}: </span>
                    <span data-user-content={isLiteral(n.title) ? '' : undefined}>{words(n.title)}</span>
                  </h2>
                  <time dateTime={n.created_at} className="text-xs text-ink-500">
                    {dates.date(n.created_at)}
                  </time>
                </div>
                {!isEmptyText(n.comment) && (
                  <p className="mt-1 text-sm break-words text-ink-700" data-user-content={isLiteral(n.comment) ? '' : undefined}>
                    {words(n.comment)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
