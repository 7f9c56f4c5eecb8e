import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListState } from '@web/components/ui/item-page';
import { Pagination } from '@web/components/ui/pagination';
import { CardSkeleton } from '@web/components/ui/skeleton';
import { useKeepPageInRange, usePageParam } from '@web/lib/use-page-param';

// The profile's own-list kit: each list page of one's own things is its query, its card and its words.

interface OwnListProps<D, T> {
  query: Pick<UseQueryResult<D, unknown>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  /** The items of the loaded page. */
  items(data: D): T[];
  /** When the list counts as empty (no items unless told). */
  isEmpty?(data: D): boolean;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** The grid's classes (columns and gaps). */
  grid: string;
  skeleton: ReactNode;
  empty: ReactNode;
  error: { message: string; retry: string };
  /** The pages under the list. */
  pager(data: D): ReactNode;
  testId?: string;
}

/** A page of one's own list: skeleton, error with retry, empty state, else the cards (dimmed while the next page loads) and the pages. */
export function OwnList<D, T>({ query, items, isEmpty, itemKey, renderItem, grid, skeleton, empty, error, pager, testId }: OwnListProps<D, T>) {
  return (
    <ListState query={query} isEmpty={isEmpty ?? ((d) => items(d).length === 0)} skeleton={skeleton} empty={empty} error={error}>
      {(data) => (
        <>
          <ul className={`${grid} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} data-testid={testId}>
            {items(data).map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {pager(data)}
        </>
      )}
    </ListState>
  );
}

/** The empty state of one's own list: its icon, what is missing, a line more, and where to find some. */
export function OwnListEmpty({ icon, iconClass, title, text, to, label, testId }: { icon: ReactNode; iconClass: string; title: string; text?: string; to: string; label: string; testId?: string }) {
  return (
    <div className="card flex flex-col items-center gap-4 p-8 text-center" data-testid={testId}>
      <span className={`grid size-14 place-items-center rounded-full ${iconClass}`}>{icon}</span>
      <p className="text-lg font-semibold text-indigo-900">{title}</p>
      {text ? <p className="max-w-md text-sm text-ink-700">{text}</p> : null}
      <Link to={to} className="btn-primary">
        {label}
      </Link>
    </div>
  );
}

/** The loading look of a grid of cards: `count` card skeletons in the list's own grid. */
export function CardSkeletonGrid({ grid, count }: { grid: string; count: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * One's own list paged by its total (`?page=` in the address): its query for the page, the page kept in
 * range once the total is known, and the pages under the list.
 */
export function useOwnPages<Q extends { data?: { total_pages: number }; isPlaceholderData: boolean }>(useList: (page: number) => Q) {
  const [page, setPage] = usePageParam();
  const query = useList(page);
  useKeepPageInRange(page, query.data && !query.isPlaceholderData ? query.data.total_pages : undefined, setPage);
  return { page, setPage, query, pager: (d: NonNullable<Q['data']>) => <Pagination page={page} totalPages={d.total_pages} onPageChange={setPage} /> };
}
