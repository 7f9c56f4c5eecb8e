import { useEffect, useState } from 'react';
import type { TelegramLink, TelegramLinkCode } from '@shared/schemas/telegram';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { TelegramIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { useSite } from '@web/features/site/api/get-site';
import { useDates } from '@web/lib/dates';
import { useT, type Message } from '@web/lib/i18n';
import { useCreateTelegramLink } from '../api/create-telegram-link';
import { useDeleteTelegramLink } from '../api/delete-telegram-link';
import { useTelegramLink } from '../api/get-telegram-link';

/** A link code's life on the server (telegram.service CODE_TTL_MS): the fallback when this device's clock disagrees with the server's. */
const CODE_TTL_MS = 10 * 60_000;

/** How long until a code expires by the server's `expires_at`, within sense (a device clock far off waits the code's full life). */
function msUntil(expiresAt: string): number {
  const left = Date.parse(expiresAt) - Date.now();
  return left > 0 && left <= CODE_TTL_MS + 60_000 ? left : CODE_TTL_MS;
}

/**
 * The profile's Telegram block (issue 41): whether the reader's account is linked to the bot, and the
 * way to link it or unlink it. Linking asks the server for a one-time t.me link and offers it as a real
 * link (a phone's browser lets a tap open Telegram, not a window opened after a request), then asks
 * every few seconds until the bot has linked the account, or the code has expired. Nothing at all
 * when the site has no bot (GET /api/site/ telegram_bot null).
 */
export function TelegramLinkSection() {
  const t = useT();
  const site = useSite();
  const { user } = useSession();
  if (!site.data?.telegram_bot || !user) return null;
  return (
    <section aria-labelledby="telegram-link-title" className="card p-5 sm:p-6" data-testid="telegram-link">
      <h2 id="telegram-link-title" className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
        <TelegramIcon />
        {t('profile.telegram.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('profile.telegram.intro')}</p>
      <div className="mt-4">
        <LinkState />
      </div>
    </section>
  );
}

function LinkState() {
  const t = useT();
  const link = useTelegramLink();
  if (link.data?.linked) return <Linked link={link.data} />;
  if (link.data) return <NotLinked />;
  if (link.isError) return <FormAlert>{errorMessage(link.error, t('profile.telegram.loadFailed'))}</FormAlert>;
  return <Skeleton className="h-11 w-52" />;
}

/** Not linked: the button that asks for a link, then the link itself while it waits for the bot; a new link once it expired. */
function NotLinked() {
  const t = useT();
  const create = useCreateTelegramLink();
  const [offer, setOffer] = useState<TelegramLinkCode | null>(null);
  const [expiredUrl, setExpiredUrl] = useState<string | null>(null);
  const expired = !!offer && expiredUrl === offer.url;
  // Polls while the code is out; once the bot has linked the account, the block shows it (this part goes away).
  const { refetch } = useTelegramLink(!!offer && !expired);

  useEffect(() => {
    if (!offer) return;
    const timer = window.setTimeout(() => {
      setExpiredUrl(offer.url);
      void refetch();
    }, msUntil(offer.expires_at));
    return () => window.clearTimeout(timer);
  }, [offer, refetch]);

  const ask = () => create.mutate(undefined, { onSuccess: (code) => setOffer(code) });
  const failure = create.isError ? <FormAlert>{errorMessage(create.error, t('profile.telegram.createFailed'))}</FormAlert> : null;

  if (!offer || create.isPending) {
    return (
      <div className="space-y-3">
        {failure}
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={ask} disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner size={16} /> : <TelegramIcon />}
          {expired ? t('profile.telegram.retry') : t('profile.telegram.connect')}
        </button>
      </div>
    );
  }

  if (expired) {
    return (
      <div className="space-y-3">
        <FormAlert tone="info">{t('profile.telegram.expired')}</FormAlert>
        {failure}
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={ask}>
          {t('profile.telegram.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-900">{t('profile.telegram.openHint')}</p>
      <a href={offer.url} target="_blank" rel="noopener" className="btn-primary w-full sm:w-auto" data-testid="telegram-open">
        <TelegramIcon />
        {t('profile.telegram.open')}
      </a>
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner size={16} className="text-indigo-900" />
        {t('profile.telegram.waiting')}
      </p>
    </div>
  );
}

/** Linked: to which Telegram account and since when, and 'Uzish' (after a confirmation). */
function Linked({ link }: { link: TelegramLink }) {
  const t = useT();
  const dates = useDates();
  const remove = useDeleteTelegramLink();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const name = link.username ? `@${link.username}` : (link.first_name ?? '');

  const unlink = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify({ type: 'success', title: { key: 'profile.telegram.unlinked' } });
      },
      onError: (err) => setError(errorMessage(err, t('profile.telegram.unlinkFailed'))),
    });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="status" className="min-w-0">
        <p className="font-semibold break-words text-ink-900" data-testid="telegram-linked">
          {t('profile.telegram.linkedAs', { name })}
        </p>
        {link.linked_at ? <p className="mt-0.5 text-sm text-ink-700">{t('profile.telegram.since', { date: dates.date(link.linked_at) })}</p> : null}
      </div>
      <button type="button" className="btn-outline w-full shrink-0 sm:w-auto" onClick={() => setConfirming(true)}>
        {t('profile.telegram.unlink')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.telegram.unlinkTitle')}
        message={t('profile.telegram.unlinkText')}
        confirmLabel={t('profile.telegram.unlink')}
        busy={remove.isPending}
        error={error}
        onConfirm={unlink}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </div>
  );
}
