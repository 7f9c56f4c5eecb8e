import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PageLinksProps = {
  /** The page shown (1-based). */
  page: number;
  /** The next page's number, or null on the last page (a list's `next_page`). */
  nextPage: number | null;
  className?: string;
} & (
  | /** Pages are addresses (server-rendered lists): the link to page `n`. */ { href(n: number): string; onPageChange?: never }
  | /** Pages are state (lists inside a page). */ { onPageChange(n: number): void; href?: never }
);

/** Previous / next page of a list that knows only whether a next page exists (results + next_page). */
export function PageLinks({ page, nextPage, className = '', href, onPageChange }: PageLinksProps) {
  const t = useT();
  if (page <= 1 && !nextPage) return null;
  const step = (to: number, rel: 'prev' | 'next', children: ReactNode) =>
    href ? (
      <Link to={href(to)} className="btn-outline bg-white" rel={rel}>
        {children}
      </Link>
    ) : (
      <button type="button" className="btn-outline bg-white" onClick={() => onPageChange(to)}>
        {children}
      </button>
    );
  return (
    <nav aria-label={t('common.pagination.label')} className={`flex items-center justify-between gap-4 ${className}`.trim()}>
      {page > 1 ? (
        step(
          page - 1,
          'prev',
          <>
            <ChevronLeftIcon size={16} />
            {t('common.pagination.prev')}
          </>,
        )
      ) : (
        <span />
      )}
      {nextPage
        ? step(
            nextPage,
            'next',
            <>
              {t('common.pagination.next')}
              <ChevronRightIcon size={16} />
            </>,
          )
        : null}
    </nav>
  );
}
