import { useId, useState } from 'react';
import { useApplyFilters } from '@web/lib/use-apply-filters';
import { useListTop } from '@web/lib/use-page-param';
import { useSearchParams } from 'react-router';
import { ResultsBody, ResultsHead, useSearchAnswer } from '@web/components/ui/search-results';
import { useI18n } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useRegions } from '@web/features/geo/api/get-regions';
import { useCategories } from '@web/features/shop/api/get-categories';
import { useSearchProducts } from '@web/features/shop/api/search-products';
import { CategoryChips } from '@web/features/shop/components/category-chips';
import { ProductGrid } from '@web/features/shop/components/product-grid';
import { ActiveFilters, FilterPanel, SearchBar } from '@web/features/shop/components/search-filters';
import { ShopBreadcrumb } from '@web/features/shop/components/shop-breadcrumb';
import { searchCountText } from '@web/features/shop/lib/search-count';
import { SEARCH_PAGE_SIZE, activeFilterCount, filtersToQuery, filtersToSearchParams, parseFilters, withFilters, type ShopFilters } from '@web/features/shop/filters';
import { paths } from '@web/lib/paths';

/** The filters in the address, their search, the lists the filters name (categories, regions), and how a control changes them. */
function useProductSearch() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const categories = useCategories();
  const regions = useRegions();
  const results = useSearchProducts(filtersToQuery(filters, SEARCH_PAGE_SIZE));
  // The plain list's page N is its own address; a search, a filter or another order keeps the list's one address.
  const plain = filtersToSearchParams({ ...filters, page: 1 }).size === 0;
  usePageHead({ title: filters.q ? t('shop.all.searchTitle', { q: filters.q }) : t('shop.all.title'), description: t('shop.all.description'), canonical: paths.products(), page: plain ? filters.page : undefined });
  const apply = useApplyFilters(parseFilters, withFilters, filtersToSearchParams);
  // A shared link may point past the last page (goods were sold meanwhile): go to the last real one.
  const answer = useSearchAnswer(results, filters.page, (d) => d.results, (page, options) => setSearchParams(filtersToSearchParams({ ...filters, page }), options));
  return { filters, categories, regions, results, apply, ...answer };
}

type Search = ReturnType<typeof useProductSearch>;

const hrefOf = (f: ShopFilters) => {
  const s = filtersToSearchParams(f).toString();
  return s ? `?${s}` : paths.products();
};

/** The side panel: the categories (a swipeable chip row on phones) and the filters (folded on phones until "Filtrlar" is pressed). */
function ProductsSidePanel({ search, filtersOpen, panelId }: { search: Search; filtersOpen: boolean; panelId: string }) {
  const { t } = useI18n();
  const { filters, categories, regions, apply } = search;
  return (
    <aside aria-label={t('shop.all.sidePanel')} className="min-w-0 space-y-5 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:space-y-8">
      <div>
        <h2 className="mb-3 hidden text-sm font-semibold uppercase tracking-[0.12em] text-ink-500 lg:block">{t('shop.categories.title')}</h2>
        <CategoryChips
          layout="panel"
          categories={categories.data}
          loading={categories.isPending}
          active={filters.category ?? null}
          hrefFor={(c) => hrefOf(withFilters(filters, { category: c.meta }))}
          all={{ to: hrefOf(withFilters(filters, { category: undefined })), label: t('shop.categories.all') }}
          label={t('shop.categories.title')}
        />
      </div>
      {/* Folded on phones until "Filtrlar" is pressed; always open beside the list on laptops. */}
      <div className={filtersOpen ? '' : 'hidden lg:block'}>
        <h2 className="mb-4 hidden text-sm font-semibold uppercase tracking-[0.12em] text-ink-500 lg:block">{t('shop.filters.title')}</h2>
        <FilterPanel filters={filters} onChange={apply} regions={regions.data} open={filtersOpen} panelId={panelId} />
      </div>
    </aside>
  );
}

/** The results: their count, the active filters, the products and their pages. */
function ProductResults({ search }: { search: Search }) {
  const { t } = useI18n();
  const { filters, categories, regions, apply, results, data, settled, pastEnd, empty } = search;
  const [resultsRef, scrollToResults] = useListTop<HTMLElement>();
  const narrowed = !!filters.q || activeFilterCount(filters) > 0;
  return (
    <section ref={resultsRef} aria-label={t('shop.all.results')} className="min-w-0 scroll-mt-24 lg:col-start-2 lg:row-start-2">
      <h2 className="sr-only">{t('shop.all.results')}</h2>
      <div className="mb-4 flex flex-col gap-3">
        <ResultsHead count={settled ? searchCountText(t, settled) : null} typed={filters.q} suggestion={data?.did_you_mean} suggestionHref={(q) => hrefOf(withFilters(filters, { q }))}>
          <ActiveFilters filters={filters} onChange={apply} categories={categories.data} regions={regions.data} />
        </ResultsHead>
      </div>
      <ResultsBody results={results} at={filters} hrefFor={(page, q) => hrefOf({ ...filters, q, page })} onNavigate={scrollToResults}
        noResults={empty ? { title: t('shop.all.empty'), hint: narrowed ? t('shop.all.emptyHint') : t('shop.all.emptyShop'), clear: narrowed ? { to: paths.products(), label: t('shop.filters.clear') } : undefined } : null}
        labels={{ page: (n) => t('shop.pagination.page', { n }), next: t('shop.pagination.next') }}
      >
        <ProductGrid products={data?.results} loading={results.isPending || pastEnd} skeletons={SEARCH_PAGE_SIZE} columns="three" priorityCount={2} stale={results.isPlaceholderData} />
      </ResultsBody>
    </section>
  );
}

/**
 * /online-shop/categories/ — "all products": the category list in a side panel (a swipeable chip row
 * on phones) and every active product, searchable (title and description; Latin or Cyrillic, any
 * apostrophe form — the server folds them), filtered, sorted and paged. Every filter lives in the
 * URL, so a result can be shared and back/forward steps through the searches.
 */
export function Component() {
  const { t } = useI18n();
  const search = useProductSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const title = t('shop.all.title');
  return (
    <div className="pb-16">
      <header className="border-b border-ink-100 bg-cream-100">
        <div className="page py-6 sm:py-8">
          <ShopBreadcrumb items={[{ to: paths.shop(), label: t('shop.title') }, { label: title }]} />
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-indigo-900 sm:text-4xl">{title}</h1>
        </div>
      </header>

      <div className="page mt-6 grid gap-4 lg:mt-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
        <div className="lg:col-start-2 lg:row-start-1">
          <SearchBar filters={search.filters} onChange={search.apply} filtersOpen={filtersOpen} onToggleFilters={() => setFiltersOpen((o) => !o)} panelId={panelId} />
        </div>
        <ProductsSidePanel search={search} filtersOpen={filtersOpen} panelId={panelId} />
        <ProductResults search={search} />
      </div>
    </div>
  );
}
