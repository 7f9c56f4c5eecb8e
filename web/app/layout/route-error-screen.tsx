import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { IkatPattern } from '@web/components/ui/ikat';
import { LogoMark } from '@web/components/ui/logo';
import { paths } from '@web/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status}${error.statusText ? ` ${error.statusText}` : ''}`;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const e = error as { status?: number; message?: string };
    if (e.status != null) return String(e.status);
    if (e.message) return e.message;
  }
  return String(error ?? '');
}

/**
 * The router's error screen (spec §8): 'Unexpected Application Error!' with the status or message.
 * It replaces the whole layout, so it carries its own way back: reload (a new deploy can leave an old
 * page asking for code that no longer exists) or go home.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const t = useT();
  usePageHead({ title: t('common.error.title') });
  const detail = describe(error);
  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-indigo-950 px-4 py-16">
      <IkatPattern palette="night" className="absolute inset-0 opacity-60" />
      <div role="alert" className="card relative w-full max-w-lg p-8 text-center sm:p-10">
        <LogoMark size={48} className="mx-auto" />
        <h1 className="mt-6 text-2xl font-bold text-indigo-900">Unexpected Application Error!</h1>
        {detail ? <p className="mt-3 break-words rounded-xl bg-pomegranate-100 px-4 py-3 font-mono text-sm text-pomegranate-700">{detail}</p> : null}
        <p className="mt-4 text-ink-700">{t('common.error.hint')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {t('common.error.reload')}
          </button>
          <Link to={paths.home()} reloadDocument className="btn-outline">
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
