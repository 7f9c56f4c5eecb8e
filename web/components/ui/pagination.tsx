import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { paginationWindow } from '@web/lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** The words of the pager; each defaults to common.pagination. */
interface PaginationLabels {
  /** Names the navigation landmark (useful when a page has more than one list). */
  label: string;
  prev: string;
  next: string;
  /** The accessible name of a page number. */
  page(n: number): string;
}

interface BaseProps {
  page: number;
  totalPages: number;
  labels?: Partial<PaginationLabels>;
  /** Shows "page / total" under the numbers. */
  summary?: boolean;
  /** Extra classes for the <nav> (its margins). */
  className?: string;
}

/** Real links, so a page can be opened in a new tab or shared (e.g. filters kept in the URL). */
interface LinkProps extends BaseProps {
  /** The link of a page (keeps the other filters). */
  hrefFor(page: number): string;
  onNavigate?(): void;
  onPageChange?: never;
  disabled?: never;
}

/** Buttons, for lists whose page lives in component state or is set by the caller. */
interface ButtonProps extends BaseProps {
  onPageChange(page: number): void;
  /** While the next page loads. */
  disabled?: boolean;
  hrefFor?: never;
  onNavigate?: never;
}

export type PaginationProps = LinkProps | ButtonProps;

const box = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 sm:h-10 sm:min-w-10 text-sm font-semibold tabular-nums transition-colors disabled:opacity-60';
const edge = `${box} text-indigo-800 hover:bg-indigo-50 sm:px-3`;
const number = `${box} border border-ink-300 bg-white text-ink-900 hover:border-indigo-600 hover:bg-indigo-50 hover:text-indigo-800`;
const current = `${box} bg-indigo-800 text-white`;

/**
 * Prev / numbered pages / Next (spec §2, §5, §9): five numbers centred on the current page, Prev
 * hidden on the first page and Next on the last. Nothing is drawn for a single page.
 * Sized to fit 360 px: seven 44 px controls on phones (a thumb's target, issue 40), 40 px from `sm`, the Prev/Next words shown from the sm breakpoint.
 * Pass `hrefFor` for links or `onPageChange` for buttons.
 */
export function Pagination(props: PaginationProps) {
  const { page, totalPages, labels, summary = false, className = '' } = props;
  const t = useT();
  if (totalPages <= 1) return null;
  const words: PaginationLabels = {
    label: labels?.label ?? t('common.pagination.label'),
    prev: labels?.prev ?? t('common.pagination.prev'),
    next: labels?.next ?? t('common.pagination.next'),
    page: labels?.page ?? ((n) => t('common.pagination.page', { n })),
  };

  const control = (target: number, name: string, cls: string, children: ReactNode, rel?: 'prev' | 'next') =>
    props.hrefFor ? (
      <Link to={props.hrefFor(target)} onClick={props.onNavigate} className={cls} aria-label={name} rel={rel}>
        {children}
      </Link>
    ) : (
      <button type="button" className={cls} onClick={() => target !== page && props.onPageChange(target)} disabled={props.disabled} aria-label={name}>
        {children}
      </button>
    );

  return (
    <nav aria-label={words.label} className={`flex flex-col items-center gap-3 ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1.5">
        {page > 1 ? (
          <li>
            {control(
              page - 1,
              words.prev,
              edge,
              <>
                <ChevronLeftIcon size={18} />
                <span aria-hidden="true" className="hidden sm:inline">
                  {words.prev}
                </span>
              </>,
              'prev',
            )}
          </li>
        ) : null}
        {paginationWindow(page, totalPages).map((n) => (
          <li key={n}>
            {n !== page ? (
              control(n, words.page(n), number, n)
            ) : props.hrefFor ? (
              // A link to the page one is on would only reload it.
              <span aria-current="page" className={current}>
                <span className="sr-only">{words.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <button type="button" className={current} aria-current="page" aria-label={words.page(n)} disabled={props.disabled}>
                {n}
              </button>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            {control(
              page + 1,
              words.next,
              edge,
              <>
                <span aria-hidden="true" className="hidden sm:inline">
                  {words.next}
                </span>
                <ChevronRightIcon size={18} />
              </>,
              'next',
            )}
          </li>
        ) : null}
      </ul>
      {summary ? <p className="text-sm text-ink-500">{t('common.pagination.of', { page, total: totalPages })}</p> : null}
    </nav>
  );
}
