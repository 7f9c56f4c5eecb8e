import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IkatPattern } from '@web/components/ui/ikat';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths, safeNextPath } from '@web/lib/paths';

/**
 * /offline/?from=: where the service worker leads a reader who is offline and asked for a page it
 * has not saved (web/sw/offline.ts; the page is part of the worker's shell). The page asked for opens
 * by itself once the network is back, or at a tap on the retry button.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('layout.offline.title') });
  const [params] = useSearchParams();
  const from = safeNextPath(params.get('from'), paths.home());

  useEffect(() => {
    const reopen = () => window.location.assign(from);
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, [from]);

  return (
    <section className="page flex flex-col items-center py-16 text-center sm:py-24" data-testid="offline-page">
      <div aria-hidden="true" className="relative size-32 overflow-hidden rounded-[2rem] shadow-xl">
        <IkatPattern palette="indigo" scale={0.7} />
      </div>
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
