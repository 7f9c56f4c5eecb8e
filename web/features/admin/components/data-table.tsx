import { useId, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZES } from '@shared/constants';
import { Spinner } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { ListState } from '@web/components/ui/item-page';
import { useT } from '@web/lib/i18n';
import type { AdminList } from '../hooks/use-admin-list';
import { isAdminPageSize } from '../lib/list-settings';
import { SearchIcon } from '@web/components/ui/icons';
import { Pagination } from '@web/components/ui/pagination';
import { ResponsiveTable, type Column } from '@web/components/ui/responsive-table';

interface DataTableProps<T> {
  list: AdminList<T>;
  caption: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  rowLabel(row: T): string;
  actions?: (row: T) => ReactNode;
  /** Defaults to the spec's "user full name / phone number". */
  searchPlaceholder?: string;
  emptyText?: string;
  /** Shown beside the selection count when rows are selected (bulk actions). */
  selectionActions?: ReactNode;
  /** false: a list the server does not search (the moderation queue) shows no search box. */
  search?: boolean;
}

/**
 * The admin list table of spec §2: select column (all on the page), search, page-size dropdown,
 * Prev/Next and numbered pages; spinner while loading, an Uzbek message when the request fails.
 */
export function DataTable<T>({ list, caption, columns, rowKey, rowLabel, actions, searchPlaceholder, emptyText, selectionActions, search = true }: DataTableProps<T>) {
  const t = useT();
  const { query } = list;
  const refreshing = query.isFetching && !query.isPending;
  const errorState = <ErrorState message={t('admin.table.error')} retryLabel={t('admin.table.retry')} onRetry={() => query.refetch()} />;

  return (
    <div className="space-y-4">
      <TableToolbar list={list} search={search} searchPlaceholder={searchPlaceholder} refreshing={refreshing} />

      {list.selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-indigo-50 px-4 py-2 text-sm text-indigo-900" role="status">
          <span className="font-semibold">{t('admin.table.selected', { count: list.selected.size })}</span>
          {selectionActions}
          <button type="button" className="btn-ghost min-h-9 px-3 py-1" onClick={() => list.setSelected(new Set())}>
            {t('admin.table.clearSelection')}
          </button>
        </div>
      ) : null}

      <ListState
        query={query}
        isEmpty={() => false}
        skeleton={
          <div className="flex min-h-48 items-center justify-center gap-3 text-ink-700" role="status">
            <Spinner size={28} className="text-indigo-800" />
            {t('admin.table.loading')}
          </div>
        }
        empty={null}
        error={{ message: t('admin.table.error'), retry: t('admin.table.retry') }}
      >
        {() => (
          <>
            {query.isError ? errorState : null}
            {list.rows.length === 0 ? (
              <EmptyState>{list.q ? t('admin.table.noResults', { q: list.q }) : (emptyText ?? t('admin.table.empty'))}</EmptyState>
            ) : (
              <ResponsiveTable
                caption={caption}
                columns={columns}
                rows={list.rows}
                rowKey={rowKey}
                rowLabel={rowLabel}
                actions={actions}
                busy={refreshing && query.isPlaceholderData}
                selection={{ selected: list.selected, onChange: list.setSelected }}
              />
            )}
            <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} />
          </>
        )}
      </ListState>
    </div>
  );
}

/** Above the table: the search box (with its 2-character hint), the page size, and the row count. */
function TableToolbar<T>({ list, search, searchPlaceholder, refreshing }: { list: AdminList<T>; search: boolean; searchPlaceholder?: string; refreshing: boolean }) {
  const t = useT();
  const searchId = useId();
  const sizeId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className={search ? 'min-w-0 flex-1' : 'hidden'}>
        <label htmlFor={searchId} className="label">
          {t('admin.table.search')}
        </label>
        <div className="relative">
          <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500" />
          <input
            id={searchId}
            type="search"
            name="q"
            className="input pl-10"
            placeholder={searchPlaceholder ?? t('admin.table.searchPlaceholder')}
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={list.searchTooShort ? `${searchId}-hint` : undefined}
          />
        </div>
        {list.searchTooShort ? (
          <p id={`${searchId}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.table.searchMin')}
          </p>
        ) : null}
      </div>
      <div className="flex items-end gap-3">
        <div>
          <label htmlFor={sizeId} className="label">
            {t('admin.table.pageSize')}
          </label>
          <select
            id={sizeId}
            name="page_size"
            className="input w-28"
            value={list.pageSize}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (isAdminPageSize(n)) list.setPageSize(n);
            }}
          >
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <p className="flex min-h-11 items-center gap-2 text-sm whitespace-nowrap text-ink-500" aria-live="polite">
          {refreshing ? <Spinner size={16} label={t('admin.table.loading')} /> : null}
          {list.query.data ? t('admin.table.total', { count: list.count }) : null}
        </p>
      </div>
    </div>
  );
}
