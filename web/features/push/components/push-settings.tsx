import { useId } from 'react';
import { Link } from 'react-router';
import { PUSH_KINDS, type PushKind } from '@shared/schemas/push';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { SwitchInput } from '@web/components/form/switch-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/features/auth/api/get-profile';
import { ApiError } from '@web/lib/api-client';
import { useMessageText, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { usePushSettings } from '../api/get-push-settings';
import { useUpdatePushSettings } from '../api/update-push-settings';
import { useWebPush, type WebPushStatus } from '../hooks/use-web-push';

/**
 * Web Push on /profile/notifications/ (issue 27): the reader turns notifications on this device on or
 * off, and chooses which kinds they get (for all their devices). Says so when the browser cannot,
 * when the browser's settings forbid it, and when nobody is signed in.
 */
export function PushSettings() {
  const t = useT();
  const { user, status: session } = useSession();
  const push = useWebPush(user?.guid ?? null);
  const status: WebPushStatus = session === 'loading' ? 'checking' : push.status;

  return (
    <section aria-labelledby="push-title" className="mb-8 rounded-[var(--radius-card)] border border-ink-300 bg-white p-4 sm:p-5" data-testid="push-settings">
      <h2 id="push-title" className="text-lg font-semibold text-indigo-900">
        {t('push.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('push.intro')}</p>
      <div className="mt-4">
        {session === 'anonymous' ? (
          <p className="text-sm text-ink-700">
            {t('push.signedOut')}{' '}
            <Link to={paths.signIn(paths.profile.notifications())} className="font-semibold text-indigo-800 underline underline-offset-2">
              {t('push.signIn')}
            </Link>
          </p>
        ) : status === 'checking' ? (
          <Skeleton className="h-10 w-40" />
        ) : status === 'unsupported' ? (
          <Notice text={t('push.unsupported')} hint={t('push.unsupportedHint')} />
        ) : status === 'denied' ? (
          <Notice text={t('push.denied')} hint={t('push.deniedHint')} />
        ) : (
          <OnOff status={status} busy={push.busy} onTurnOn={() => void push.turnOn()} onTurnOff={() => void push.turnOff()} />
        )}
        {push.refused ? <p className="mt-3 text-sm text-ink-700">{t('push.dismissed')}</p> : null}
        {push.error ? (
          <div className="mt-3">
            <PushError error={push.error} fallback={status === 'on' ? 'push.offFailed' : 'push.failed'} />
          </div>
        ) : null}
      </div>
      {status === 'on' ? <KindSwitches /> : null}
    </section>
  );
}

function Notice({ text, hint }: { text: string; hint: string }) {
  return (
    <div role="status" className="rounded-xl border border-indigo-600 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <p className="font-semibold">{text}</p>
      <p className="mt-0.5">{hint}</p>
    </div>
  );
}

function OnOff({ status, busy, onTurnOn, onTurnOff }: { status: 'on' | 'off'; busy: boolean; onTurnOn(): void; onTurnOff(): void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-sm font-semibold text-ink-700" role="status">
        {status === 'on' ? t('push.on') : t('push.off')}
      </p>
      {status === 'on' ? (
        <button type="button" className="btn-outline" disabled={busy} onClick={onTurnOff}>
          {t('push.turnOff')}
        </button>
      ) : (
        <button type="button" className="btn-primary" disabled={busy} onClick={onTurnOn}>
          {t('push.turnOn')}
        </button>
      )}
    </div>
  );
}

/** A failure in the reader's words: the server's code when it answered, else the block's own text. */
function PushError({ error, fallback }: { error: unknown; fallback: string }) {
  const t = useT();
  const text = useMessageText();
  return <FormAlert>{error instanceof ApiError && error.status !== 0 ? text(errorMessage(error)) : t(fallback)}</FormAlert>;
}

/** Which kinds the reader is told of (for every device of theirs): each switch saves at once. */
function KindSwitches() {
  const t = useT();
  const settings = usePushSettings(true);
  const update = useUpdatePushSettings();
  if (!settings.data) return settings.isError ? <div className="mt-4"><PushError error={settings.error} fallback="push.failed" /></div> : <Skeleton className="mt-4 h-24 w-full" />;
  const kinds = settings.data.kinds;
  return (
    <div className="mt-5 border-t border-ink-300 pt-4">
      <fieldset>
        <legend className="mb-2 font-semibold text-indigo-900">{t('push.kindsTitle')}</legend>
        {update.isError ? <PushError error={update.error} fallback="push.saveFailed" /> : null}
      {PUSH_KINDS.map((kind) => (
        // While saving, the switch shows the state asked for.
        <KindSwitch
          key={kind}
          kind={kind}
          on={update.isPending && update.variables.kinds[kind] !== undefined ? update.variables.kinds[kind]! : kinds[kind]}
          disabled={update.isPending}
          onChange={(on) => update.mutate({ kinds: { [kind]: on } })}
        />
      ))}
      </fieldset>
    </div>
  );
}

function KindSwitch({ kind, on, disabled, onChange }: { kind: PushKind; on: boolean; disabled: boolean; onChange(on: boolean): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl px-1 py-2">
      <label htmlFor={id} className="text-sm text-ink-900">
        {t(`push.kinds.${kind}`)}
      </label>
      <SwitchInput id={id} name={kind} checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}
