import { ChevronLeftIcon, ChevronRightIcon } from '@web/components/ui/icons';
import { useT } from '@web/lib/i18n';

/** Previous / next page of a list that knows only whether a next page exists (results + next_page). */
export function PageLinks({ page, hasNext, onPageChange }: { page: number; hasNext: boolean; onPageChange: (page: number) => void }) {
  const t = useT();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('common.pagination.label')} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <button type="button" className="btn-outline bg-white" onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon size={16} />
          {t('common.pagination.prev')}
        </button>
      ) : (
        <span />
      )}
      {hasNext ? (
        <button type="button" className="btn-outline bg-white" onClick={() => onPageChange(page + 1)}>
          {t('common.pagination.next')}
          <ChevronRightIcon size={16} />
        </button>
      ) : null}
    </nav>
  );
}
