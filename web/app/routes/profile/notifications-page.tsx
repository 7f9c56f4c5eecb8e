import { useSession } from '@web/features/auth/api/get-profile';
import { NotificationList } from '@web/features/notifications/components/notification-list';
import { NotificationSettings } from '@web/features/notifications/components/notification-settings';
import { PushSettings } from '@web/features/push/components/push-settings';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';

/**
 * /profile/notifications/: which kinds of notification the reader gets (for the bell, this device's
 * notifications and Telegram alike), notifications on this device (Web Push: on or off), then the one
 * list — the server's notifications and this browser's own, newest first, each event once.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('notifications.title') });
  const { status } = useSession();
  const signedIn = status === 'authenticated';

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="section-title mb-4">
        {t('notifications.title')}
      </h1>
      {signedIn ? <NotificationSettings /> : null}
      <PushSettings />
      <NotificationList signedIn={signedIn} />
    </section>
  );
}
