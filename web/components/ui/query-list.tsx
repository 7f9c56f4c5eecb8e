import type { Key, ReactNode } from 'react';
import { useT } from '@web/lib/i18n';
import { EmptyState, ErrorState } from './status-message';

interface QueryListProps<T> {
  /** The query's state: pending shows skeletons, an error a calm message with a retry. */
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** The items once loaded (none: the empty note). */
  items: readonly T[] | undefined;
  /** How many skeletons while loading, and one of them. */
  skeletons: number;
  skeleton: ReactNode;
  /** What to say when there is nothing. */
  empty: ReactNode;
  listClassName: string;
  itemClassName?: string;
  getKey(item: T): Key;
  render(item: T, index: number): ReactNode;
}

/** A short list read by a query: skeletons while loading, an error with retry, an empty note, or the items. */
export function QueryList<T>({ query, items, skeletons, skeleton, empty, listClassName, itemClassName, getKey, render }: QueryListProps<T>) {
  const t = useT();
  if (query.isPending) {
    return (
      <ul className={listClassName}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className={itemClassName}>
            {skeleton}
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />;
  if (!items?.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={listClassName}>
      {items.map((item, i) => (
        <li key={getKey(item)} className={itemClassName}>
          {render(item, i)}
        </li>
      ))}
    </ul>
  );
}
