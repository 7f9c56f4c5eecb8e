import { Link } from 'react-router';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-profile';
import { ApiError } from '@web/lib/api-client';
import { useMessageText, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PushTimeoutError, useWebPush, type WebPushBusy, type WebPushStatus } from '../hooks/use-web-push';

/**
 * Web Push on /profile/notifications/ (issue 27): the reader turns notifications on this device on or
 * off (which kinds come is their notification settings, the block above). While it turns on it says
 * so; past 15 s it says it took too long; a failure or a refusal says what happened, in the reader's
 * language. Says so when the browser cannot, when the browser's settings forbid it, and when nobody
 * is signed in.
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

function OnOff({ status, busy, onTurnOn, onTurnOff }: { status: 'on' | 'off'; busy: WebPushBusy; onTurnOn(): void; onTurnOff(): void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700" role="status" data-busy={busy ?? undefined}>
        {busy ? <Spinner size={16} className="text-indigo-900" /> : null}
        {busy === 'on' ? t('push.turningOn') : busy === 'off' ? t('push.turningOff') : status === 'on' ? t('push.on') : t('push.off')}
      </p>
      {status === 'on' ? (
        <button type="button" className="btn-outline" disabled={!!busy} aria-busy={busy === 'off'} onClick={onTurnOff}>
          {t('push.turnOff')}
        </button>
      ) : (
        <button type="button" className="btn-primary" disabled={!!busy} aria-busy={busy === 'on'} onClick={onTurnOn}>
          {t('push.turnOn')}
        </button>
      )}
    </div>
  );
}

/** A failure in the reader's words: it took too long, the server's code when it answered, else the block's own text. */
function PushError({ error, fallback }: { error: unknown; fallback: string }) {
  const t = useT();
  const text = useMessageText();
  if (error instanceof PushTimeoutError) return <FormAlert>{t('push.timeout')}</FormAlert>;
  return <FormAlert>{error instanceof ApiError && error.status !== 0 ? text(errorMessage(error)) : t(fallback)}</FormAlert>;
}
