import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { ArrowRightIcon } from './icons';
import { IkatPattern, type IkatPalette } from './ikat';
import { ErrorState } from './status-message';

/** What a page about one item needs of its query. */
export type ItemQuery<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'refetch'>;

/**
 * The four states of a page about one item (a product, an announcement, an article, a course), in one
 * place: the item; its own not-found screen when the API answers 404 (on the server too, where the
 * route's loader has already set the 404 status); a load error with a retry; the skeleton meanwhile.
 * Pages inside an area's frame (admin, profile) show the error in place (`error`) and may count other
 * answers as 'not here' (`unavailable`: 400 for a malformed id, 403 for someone else's item).
 */
export function ItemPage<T>({
  query,
  notFound,
  errorTitle,
  skeleton,
  unavailable = [404, 410],
  error,
  children,
}: {
  query: ItemQuery<T>;
  /** The screen for an item that is not here; given the API's status and error (its code and params) when it is a function. */
  notFound: ReactNode | ((status: number, error: ApiError) => ReactNode);
  /** The page's title while it shows the page-wide load error (needed unless `error` is given). */
  errorTitle?: string;
  skeleton: ReactNode;
  /** The statuses that mean the item is not here (404, and 410 for one removed, unless told). */
  unavailable?: readonly number[];
  /** The load error in place, instead of the page-wide one. */
  error?: (retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error instanceof ApiError && unavailable.includes(query.error.status)) {
    return typeof notFound === 'function' ? notFound(query.error.status, query.error) : notFound;
  }
  if (query.data) return children(query.data);
  const retry = () => void query.refetch();
  if (query.isError) return error ? error(retry) : <ItemLoadError title={errorTitle ?? ''} onRetry={retry} />;
  return skeleton;
}

/** An item that cannot be edited or shown here, inside an area's frame: why, and the way back. */
export function ItemUnavailable({ text, back }: { text: string; back: { to: string; label: string } }) {
  return (
    <div role="alert" className="card space-y-4 p-6 text-center">
      <p className="text-lg font-semibold text-indigo-900">{text}</p>
      <Link to={back.to} className="btn-outline">
        {back.label}
      </Link>
    </div>
  );
}

function ItemLoadError({ title, onRetry }: { title: string; onRetry(): void }) {
  const t = useT();
  usePageHead({ title });
  return (
    <div className="page py-16">
      <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={onRetry} />
    </div>
  );
}

/**
 * A missing item's screen: its icon (on an ikat tile when a palette is given), the words, and the way
 * back; `search` and `children` (a removed item's similar ones) say what to do next (issue 40).
 */
export function ItemNotFound({
  title,
  hint,
  icon,
  palette,
  back,
  search,
  children,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  palette?: IkatPalette;
  back: { to: string; label: string };
  search?: ReactNode;
  children?: ReactNode;
}) {
  usePageHead({ title });
  const badge = <span className="grid size-16 place-items-center rounded-2xl bg-saffron-100 text-indigo-900">{icon}</span>;
  return (
    <section className="page flex flex-col items-center py-16 text-center sm:py-24">
      {palette ? (
        <div aria-hidden="true" className="relative grid size-36 place-items-center overflow-hidden rounded-[2.25rem] shadow-xl">
          <IkatPattern palette={palette} scale={0.6} />
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-16 place-items-center rounded-2xl bg-cream-50/95 text-indigo-900">{icon}</span>
          </span>
        </div>
      ) : (
        <span aria-hidden="true">{badge}</span>
      )}
      <h1 className="mt-8 text-2xl font-bold text-indigo-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-700">{hint}</p>
      {search ? <div className="mt-8 w-full max-w-md">{search}</div> : null}
      <Link to={back.to} className={`mt-8 ${search ? 'btn-outline' : 'btn-primary'}`}>
        {back.label}
        <ArrowRightIcon size={18} />
      </Link>
      {children ? <div className="mt-12 w-full text-left">{children}</div> : null}
    </section>
  );
}

/**
 * ItemPage's list equivalent: the states of a page of a list in one place — the skeleton on the first
 * load, a load error with a retry when there is nothing to show, the empty state, else the list (the
 * previous rows stay while the next page loads).
 */
export function ListState<T>({
  query,
  isEmpty,
  skeleton,
  empty,
  error,
  children,
}: {
  query: Pick<UseQueryResult<T, unknown>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  isEmpty(data: T): boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  /** The load error's message and its retry button's label. */
  error: { message: string; retry: string };
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={error.message} retryLabel={error.retry} onRetry={() => void query.refetch()} />;
    return skeleton;
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
