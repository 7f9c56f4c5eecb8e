import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductCard } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { parseShownPages, withShownPages } from '@web/lib/see-more-param';
import { SectionHeader } from '@web/components/ui/section-header';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/status-message';
import { useSeeMoreProducts } from '../api/see-more-products';
import type { ProductSearchParams } from '../api/search-products';
import { ProductGrid } from './product-grid';

interface ProductSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** The grid's first cards (home-data); undefined while loading. */
  base: ProductCard[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  /** The API order that 'see more' continues. */
  params: ProductSearchParams;
  delayMs: number;
  startPage: number;
  /** The address's parameter keeping how many pages 'see more' showed (web/lib/see-more-param.ts). */
  pagesParam: string;
  action?: { to: string; label: string };
  tinted?: boolean;
}

/** A home grid of the shop: header, cards (skeletons while loading) and the 'see more' button. */
export function ProductSection({ id, eyebrow, title, base, loading, error, onRetry, params, delayMs, startPage, pagesParam, action, tinted }: ProductSectionProps) {
  const t = useT();
  return (
    <section aria-labelledby={id} aria-busy={loading || undefined} className={`py-12 sm:py-16 ${tinted ? 'bg-white' : ''}`}>
      <div className="page">
        <SectionHeader id={id} eyebrow={eyebrow} title={title} action={action} />
        {loading ? (
          <ProductGrid products={undefined} loading skeletons={8} />
        ) : error || !base ? (
          <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={onRetry} />
        ) : (
          <SeeMoreGrid base={base} params={params} delayMs={delayMs} startPage={startPage} pagesParam={pagesParam} />
        )}
      </div>
    </section>
  );
}

function SeeMoreGrid({ base, params, delayMs, startPage, pagesParam }: { base: ProductCard[]; params: ProductSearchParams; delayMs: number; startPage: number; pagesParam: string }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const shownPages = parseShownPages(searchParams.get(pagesParam));
  const { items, hasMore, loadMore, isLoadingMore, isError } = useSeeMoreProducts({ base, params, delayMs, startPage, shownPages });
  const [announcement, setAnnouncement] = useState('');

  const onMore = async () => {
    if (isLoadingMore) return;
    setAnnouncement('');
    const { added, pages } = await loadMore();
    if (added > 0) setAnnouncement(t('shop.grids.added', { n: added }));
    // The address now names the pages shown (the same history entry: Back still leaves the shop).
    if (added > 0) setSearchParams((current) => withShownPages(current, pages, pagesParam), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <ProductGrid products={items} empty={t('shop.grids.empty')} />
      {/* Screen readers hear how many cards arrived; sighted users see them appear under the grid. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {isError ? <p className="mt-6 text-center text-sm text-pomegranate-700">{t('shop.grids.moreError')}</p> : null}
      {hasMore || isLoadingMore ? (
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn-outline w-full min-w-56 bg-white sm:w-auto" onClick={() => void onMore()}
            // aria-disabled, not disabled: a disabled button drops keyboard focus to the page top.
            aria-disabled={isLoadingMore || undefined}
            aria-busy={isLoadingMore || undefined}>
            {isLoadingMore ? <Spinner size={18} /> : null}
            {isLoadingMore ? t('shop.grids.loadingMore') : isError ? t('common.retry') : t('shop.grids.seeMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
