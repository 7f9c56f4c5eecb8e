import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IkatLayer } from '@web/components/ui/ikat';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths, safeNextPath } from '@web/lib/paths';

/**
 * /offline/?from=: where the service worker leads a reader who is offline and asked for a page it
 * has not saved (web/sw/offline.ts; the page is part of the worker's shell). The page asked for opens
 * by itself once the network is back, or at a tap on the retry button.
 */
/** The longest wait between two tries of a network that says it is back but does not answer yet. */
const RETRY_MAX_MS = 30_000;

/**
 * Opens `from` once the site answers: at the browser's 'online' and, when the browser already says it
 * is online (the network came back but the worker's fetch had failed: a phone's connection answers a
 * moment after it says it is up), at once. A HEAD of the page, past the worker, asks the site itself;
 * until it answers, it is asked again after a growing wait, so the page never stays here with the
 * network back. Returns the clean-up.
 */
function reopenWhenReachable(from: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitMs = 1000;
  let stopped = false;
  const tryOpen = async () => {
    clearTimeout(timer);
    try {
      const answer = await fetch(from, { method: 'HEAD', cache: 'no-store' });
      if (!stopped && answer.status < 500) {
        window.location.assign(from);
        return;
      }
    } catch {
      // Not reachable yet.
    }
    if (stopped || !navigator.onLine) return;
    timer = setTimeout(() => void tryOpen(), waitMs);
    waitMs = Math.min(waitMs * 2, RETRY_MAX_MS);
  };
  const onOnline = () => {
    waitMs = 1000;
    void tryOpen();
  };
  window.addEventListener('online', onOnline);
  if (navigator.onLine) void tryOpen();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}

export function Component() {
  const t = useT();
  usePageHead({ title: t('layout.offline.title') });
  const [params] = useSearchParams();
  const from = safeNextPath(params.get('from'), paths.home());

  useEffect(() => reopenWhenReachable(from), [from]);

  return (
    <section className="page flex flex-col items-center py-16 text-center sm:py-24" data-testid="offline-page">
      <IkatLayer className="relative size-32 overflow-hidden rounded-[2rem] shadow-xl" palette="indigo" scale={0.7} />
      <h1 className="mt-10 text-2xl font-bold text-indigo-900 text-balance sm:text-3xl">{t('layout.offline.title')}</h1>
      <p className="mt-3 max-w-md text-ink-700">{t('layout.offline.text')}</p>
      <p className="mt-2 max-w-md text-sm text-ink-500">{t('layout.offline.hint')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {/* A whole page load (not the router's): the worker answers it from the network or its saved copy. */}
        <a href={from} className="btn-primary">
          {t('layout.offline.retry')}
        </a>
        <Link to={paths.home()} reloadDocument className="btn-outline">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
