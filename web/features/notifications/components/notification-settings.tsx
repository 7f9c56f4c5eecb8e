import { useId } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notification-kinds';
import type { NotificationSettings as Settings } from '@shared/schemas/notification-settings';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { SwitchInput } from '@web/components/form/switch-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useMessageText, useT } from '@web/lib/i18n';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

/**
 * Which kinds of notification the signed-in reader gets (issue 40): one switch per kind, kept on the
 * server for all their devices and shared by the bell, the device notifications (Web Push) and
 * Telegram. Each switch saves at once; while it saves, it shows the state asked for.
 */
export function NotificationSettings() {
  const t = useT();
  const text = useMessageText();
  const settings = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();
  const failure = (error: unknown, fallback: string) => <FormAlert>{error instanceof ApiError && error.status !== 0 ? text(errorMessage(error)) : t(fallback)}</FormAlert>;
  const kinds: Settings['kinds'] | undefined = update.isPending ? update.variables.kinds : settings.data?.kinds;
  return (
    <section aria-labelledby="notification-settings-title" className="mb-6 rounded-[var(--radius-card)] border border-ink-300 bg-white p-4 sm:p-5" data-testid="notification-settings">
      <h2 id="notification-settings-title" className="text-lg font-semibold text-indigo-900">
        {t('push.settings.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('push.settings.intro')}</p>
      {!kinds ? (
        settings.isError ? (
          <div className="mt-3">{failure(settings.error, 'push.settings.loadFailed')}</div>
        ) : (
          <Skeleton className="mt-4 h-40 w-full" />
        )
      ) : (
        <fieldset className="mt-3">
          <legend className="sr-only">{t('push.settings.title')}</legend>
          {update.isError ? failure(update.error, 'push.settings.saveFailed') : null}
          {NOTIFICATION_KINDS.map((kind) => (
            <KindSwitch key={kind} kind={kind} on={kinds[kind]} disabled={update.isPending} onChange={(on) => update.mutate({ kinds: { ...kinds, [kind]: on } })} />
          ))}
        </fieldset>
      )}
    </section>
  );
}

function KindSwitch({ kind, on, disabled, onChange }: { kind: NotificationKind; on: boolean; disabled: boolean; onChange(on: boolean): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 rounded-xl px-1 py-2">
      <label htmlFor={id} className="text-sm text-ink-900">
        {t(`push.settings.kinds.${kind}`)}
      </label>
      <SwitchInput id={id} name={kind} checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}
