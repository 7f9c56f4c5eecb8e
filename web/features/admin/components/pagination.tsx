import { ChevronRightIcon } from '@web/components/ui/icons';
import { useT } from '@web/lib/i18n';
import { paginationWindow } from '../lib/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
  disabled?: boolean;
}

/**
 * Prev / numbered pages / Next (spec §2, §5, §9): five numbers centred on the current page, Prev
 * hidden on the first page and Next on the last. Nothing is drawn for a single page.
 * Sized to fit 360 px: seven 40 px buttons, the Prev/Next words shown from the sm breakpoint.
 */
export function Pagination({ page, totalPages, onPageChange, label, disabled = false }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages);
  const base = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-2 text-sm font-semibold transition-colors disabled:opacity-60';
  return (
    <nav aria-label={label ?? t('admin.pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <button type="button" className={`${base} text-indigo-800 hover:bg-indigo-50 sm:px-3`} onClick={() => onPageChange(page - 1)} disabled={disabled} aria-label={t('admin.pagination.prev')}>
              <ChevronRightIcon size={18} className="rotate-180" />
              <span aria-hidden="true" className="hidden sm:inline">
                {t('admin.pagination.prev')}
              </span>
            </button>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${base} ${n === page ? 'bg-indigo-800 text-white' : 'border border-ink-100 bg-white text-ink-900 hover:border-indigo-600 hover:bg-indigo-50'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('admin.pagination.page', { n })}
              onClick={() => n !== page && onPageChange(n)}
              disabled={disabled}
            >
              {n}
            </button>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <button type="button" className={`${base} text-indigo-800 hover:bg-indigo-50 sm:px-3`} onClick={() => onPageChange(page + 1)} disabled={disabled} aria-label={t('admin.pagination.next')}>
              <span aria-hidden="true" className="hidden sm:inline">
                {t('admin.pagination.next')}
              </span>
              <ChevronRightIcon size={18} />
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
