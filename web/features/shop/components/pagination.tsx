import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { ChevronRightIcon } from '@web/components/ui/icons';
import { paginationWindow } from '../filters';
import { ChevronLeftIcon } from './shop-icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page (keeps the other filters). */
  hrefFor(page: number): string;
  onNavigate?(): void;
}

const box = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-2 text-sm font-semibold tabular-nums transition-colors sm:h-11 sm:min-w-11';

/**
 * Page links: a window of 5 numbers centred on the current page (spec §9), Prev hidden on the first
 * page and Next on the last (spec §5). Real links, so a page can be opened in a new tab or shared.
 */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages);
  return (
    <nav aria-label={t('shop.pagination.label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex items-center gap-1 sm:gap-1.5">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} onClick={onNavigate} className={`${box} text-indigo-800 hover:bg-indigo-50`} rel="prev">
              <ChevronLeftIcon size={18} />
              <span className="sr-only sm:not-sr-only sm:pr-1">{t('shop.pagination.prev')}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${box} bg-indigo-800 text-white`}>
                <span className="sr-only">{t('shop.pagination.page')} </span>
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} onClick={onNavigate} className={`${box} border border-ink-300 bg-white text-ink-900 hover:border-indigo-600 hover:text-indigo-800`}>
                <span className="sr-only">{t('shop.pagination.page')} </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefFor(page + 1)} onClick={onNavigate} className={`${box} text-indigo-800 hover:bg-indigo-50`} rel="next">
              <span className="sr-only sm:not-sr-only sm:pl-1">{t('shop.pagination.next')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-ink-500">{t('shop.pagination.of', { page, total: totalPages })}</p>
    </nav>
  );
}
