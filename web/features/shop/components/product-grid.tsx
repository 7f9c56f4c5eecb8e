import type { ReactNode } from 'react';
import type { ProductCard as Product } from '@shared/schemas/shop';
import { EmptyState } from '@web/components/ui/status-message';
import { CARD_SIZES, ProductCard, ProductCardSkeleton } from './product-card';

const COLUMNS = {
  /** Full-width grids: 2 on phones, 3 on tablets, 4 on wide screens. */
  four: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  /** Beside a side panel. */
  three: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
  /** Similar products (spec §2): 4 columns, 2 on phones and tablets. */
  related: 'grid-cols-2 lg:grid-cols-4',
} as const;

interface ProductGridProps {
  products: Product[] | undefined;
  loading?: boolean;
  /** How many placeholders to show while loading (match the page size, so nothing jumps). */
  skeletons?: number;
  empty?: ReactNode;
  columns?: keyof typeof COLUMNS;
  /** The first N images load eagerly (the ones visible without scrolling). */
  priorityCount?: number;
  /** A newer list is on its way: dim the current one instead of blanking it. */
  stale?: boolean;
}

/**
 * A grid of product cards, with card-shaped skeletons while loading and a calm empty note. The list
 * carries no name of its own: the section or page around it names it (a list's aria-label is read
 * unevenly by screen readers; e2e/accessibility.spec.ts).
 */
export function ProductGrid({ products, loading, skeletons = 8, empty, columns = 'four', priorityCount = 0, stale }: ProductGridProps) {
  const grid = `grid gap-3 sm:gap-5 ${COLUMNS[columns]}`;
  if (loading) {
    return (
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!products?.length) return empty ? <EmptyState>{empty}</EmptyState> : null;
  const sizes = CARD_SIZES[columns];
  return (
    <ul className={`${grid} transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined}>
      {products.map((p, i) => (
        <li key={p.guid}>
          <ProductCard product={p} priority={i < priorityCount} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
