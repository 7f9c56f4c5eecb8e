import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/schemas/users';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/form/submit-button';
import { useSite } from '@web/features/site/api/get-site';
import { useT, type Message } from '@web/lib/i18n';
import { useCreateTelegramConfirmation, useTelegramPhoneStatus } from '../api/telegram-confirm-phone';
import { useStartTelegramSignIn } from '../api/telegram-sign-in';
import { useTelegramSignInPoll } from '../api/telegram-sign-in-poll';
import { beginSession } from '../session';

/*
 * Telegram instead of the SMS code, and instead of the password on a new device (issue 41 item 5).
 * The button asks the server for a one-time t.me link first and then shows it as a link the reader
 * taps (a window opened after an await is blocked on phones); the page then waits, asking the server
 * every few seconds, and goes on by itself when the bot has the reader's contact. The link's code
 * lives 10 minutes: after that the page stops asking, says so and offers a new link.
 */

/** Whether the moment `expiresAt` (ISO) has passed, turning true when it does. */
function useExpired(expiresAt: string | null): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!expiresAt) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}

/** The bot's name when one is configured (GET /api/site/ telegram_bot), else null: no Telegram anywhere. */
const useTelegramBot = () => useSite().data?.telegram_bot ?? null;

/** A started Telegram step: the link to open, then waiting; or, its time over, the message and a new try. */
function TelegramWaiting({ url, expired, waitingText, onRetry, busy }: { url: string; expired: boolean; waitingText: string; onRetry: () => void; busy: boolean }) {
  const t = useT();
  if (expired) {
    return (
      <div className="space-y-3">
        <FormAlert>{t('auth.telegram.expired')}</FormAlert>
        <button type="button" className="btn-outline w-full" onClick={onRetry} disabled={busy}>
          {t('auth.telegram.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <a href={url} target="_blank" rel="noopener noreferrer" className="btn-primary w-full" data-telegram-link>
        {t('auth.telegram.open')}
      </a>
      <p role="status" className="flex items-start gap-2 text-sm text-ink-700">
        <Spinner className="mt-0.5 h-4 w-4 shrink-0" /> {waitingText}
      </p>
    </div>
  );
}

function TelegramSection({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="mt-6 space-y-3 border-t border-ink-100 pt-5" aria-label="Telegram">
      <p className="text-center text-sm text-ink-600">{t('auth.telegram.or')}</p>
      {children}
    </section>
  );
}

/**
 * Beside the SMS code: 'Telegram orqali tasdiqlash'. The bot asks for the reader's contact; their own
 * contact with the account's number confirms the phone, and `onConfirmed` goes on (as the code does).
 */
export function TelegramConfirmPhone({ onConfirmed }: { onConfirmed: () => Promise<void> | void }) {
  const t = useT();
  const bot = useTelegramBot();
  const create = useCreateTelegramConfirmation();
  const [alert, setAlert] = useState<Message | null>(null);
  const link = create.data ?? null;
  const expired = useExpired(link?.expires_at ?? null);
  const status = useTelegramPhoneStatus(link !== null && !expired);
  const confirmed = status.data?.phone_confirmed === true;
  useEffect(() => {
    if (confirmed) void onConfirmed();
    // onConfirmed changes with every render of the form; going on once, when confirmed, is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmed]);
  if (!bot) return null;

  const start = async () => {
    setAlert(null);
    try {
      await create.mutateAsync();
    } catch (err) {
      setAlert(errorMessage(err));
    }
  };

  return (
    <TelegramSection>
      {link ? (
        <TelegramWaiting url={link.url} expired={expired} waitingText={t('auth.telegram.confirmWaiting')} onRetry={start} busy={create.isPending} />
      ) : (
        <>
          <button type="button" className="btn-outline w-full" onClick={start} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null} {t('auth.telegram.confirm')}
          </button>
          <p className="text-xs text-ink-600">{t('auth.telegram.confirmHint')}</p>
        </>
      )}
      <FormAlert>{alert}</FormAlert>
    </TelegramSection>
  );
}

/**
 * Under the sign-in form: 'Telegram orqali kirish'. The owner of an account linked to Telegram shares
 * their contact in the bot; this browser's poll then takes the session, as the password sign-in gives
 * it, and `onSignedIn` goes on with the new profile.
 */
export function TelegramSignIn({ onSignedIn }: { onSignedIn: (profile: Profile | null) => void }) {
  const t = useT();
  const bot = useTelegramBot();
  const queryClient = useQueryClient();
  const start = useStartTelegramSignIn();
  const [alert, setAlert] = useState<Message | null>(null);
  const signIn = start.data ?? null;
  const expired = useExpired(signIn?.expires_at ?? null);
  const poll = useTelegramSignInPoll(signIn && !expired ? signIn.poll_token : null);
  const session = poll.data?.status === 'signed_in' ? poll.data.access : null;
  useEffect(() => {
    if (!session) return;
    void beginSession(queryClient, { access: session }).then(onSignedIn);
    // onSignedIn changes with every render of the form; the session is begun once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
  if (!bot) return null;

  const begin = async () => {
    setAlert(null);
    try {
      await start.mutateAsync();
    } catch (err) {
      setAlert(errorMessage(err));
    }
  };
  // A sign-in the server says is over (410) or refused (a blocked account) is over here too.
  const over = poll.error !== null && poll.error !== undefined;

  return (
    <TelegramSection>
      {signIn && !over ? (
        <TelegramWaiting url={signIn.url} expired={expired} waitingText={t('auth.telegram.signInWaiting')} onRetry={begin} busy={start.isPending} />
      ) : (
        <button type="button" className="btn-outline w-full" onClick={begin} disabled={start.isPending}>
          {start.isPending ? <Spinner /> : null} {t('auth.telegram.signIn')}
        </button>
      )}
      <FormAlert>{over ? errorMessage(poll.error) : alert}</FormAlert>
    </TelegramSection>
  );
}
