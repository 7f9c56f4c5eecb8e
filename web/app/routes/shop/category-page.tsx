import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { ArrowLink } from '@web/components/ui/arrow-link';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/status-message';
import { useCategories } from '@web/features/shop/api/get-categories';
import { CATEGORY_PAGE_SIZE, useCategoryProducts } from '@web/features/shop/api/get-category-products';
import { CategoryChips } from '@web/features/shop/components/category-chips';
import { ProductGrid } from '@web/features/shop/components/product-grid';
import { ShopBreadcrumb } from '@web/features/shop/components/shop-breadcrumb';
import { Component as NotFoundPage } from '../not-found-page';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';
import { parseShownPages, SEE_MORE_PARAM, withShownPages } from '@web/lib/see-more-param';

/**
 * /online-shop/categories/{category} (spec §2): the products of one category, titled with its name;
 * 'Bu kategoriyada mahsulotlar topilmadi.' when it has none; an unknown category is the not-found page.
 * 'See more' counts the pages shown in the address (?pages=, web/lib/see-more-param.ts), so Back and a
 * reload bring the same cards back.
 */
export function Component() {
  const { category = '' } = useParams();
  const products = useCategoryProducts(category);
  if (products.error instanceof ApiError && products.error.status === 404) return <NotFoundPage />;
  return <CategoryView meta={category} products={products} />;
}

function CategoryView({ meta, products }: { meta: string; products: ReturnType<typeof useCategoryProducts> }) {
  const localTitle = useLocalTitle();
  const t = useT();
  const categories = useCategories();
  const current = categories.data?.find((c) => c.meta === meta);
  const title = current ? localTitle(current) : undefined;
  usePageHead({ title: title ? t('shop.category.metaTitle', { name: title }) : t('shop.title'), description: title ? t('shop.category.description', { name: title }) : undefined });
  const [announcement, setAnnouncement] = useState('');

  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = parseShownPages(searchParams.get(SEE_MORE_PARAM));
  const items = products.data?.pages.flat();
  const loaded = products.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = products;
  // Pages the address names but the cache lacks (a link with ?pages=, a cache that lost them): asked for, one after another.
  useEffect(() => {
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [loaded, wanted, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const more = async () => {
    if (products.isFetchingNextPage) return;
    const before = items?.length ?? 0;
    const res = await products.fetchNextPage();
    const after = res.data?.pages.flat().length ?? before;
    setAnnouncement(after > before ? t('shop.grids.added', { n: after - before }) : '');
    // The address now names the pages shown (the same history entry: Back still leaves the category).
    if (res.data && after > before) setSearchParams((params) => withShownPages(params, res.data.pages.length), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="pb-16">
      <header className="border-b border-ink-100 bg-cream-100">
        <div className="page py-6 sm:py-8">
          <ShopBreadcrumb
            items={[
              { to: paths.shop(), label: t('shop.title') },
              { to: paths.products(), label: t('shop.categories.title') },
              { label: title ?? '…' },
            ]}
          />
          {title ? (
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-indigo-900 sm:text-4xl">{title}</h1>
          ) : categories.isPending ? (
            <Skeleton className="mt-3 h-8 w-64 max-w-full sm:h-10" />
          ) : (
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-indigo-900 sm:text-4xl">{t('shop.title')}</h1>
          )}
          <ArrowLink to={paths.products({ category: meta })} small className="group mt-3 inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-indigo-700 hover:text-pomegranate-600">
            {t('shop.category.searchIn')}
          </ArrowLink>
        </div>
      </header>

      <div className="page mt-6">
        <CategoryChips
          categories={categories.data}
          loading={categories.isPending}
          active={meta}
          hrefFor={(c) => paths.category(c.meta)}
          all={{ to: paths.products(), label: t('shop.categories.allProducts') }}
          label={t('shop.categories.title')}
        />
      </div>

      <section aria-labelledby="category-products" className="page mt-8">
        <h2 id="category-products" className="sr-only">
          {title ?? t('shop.title')}
        </h2>
        {products.isError && !items ? (
          <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} />
        ) : (
          <ProductGrid products={items} loading={products.isPending} skeletons={CATEGORY_PAGE_SIZE} priorityCount={2} empty={t('shop.category.empty')} />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {products.hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              className="btn-outline w-full min-w-56 bg-white sm:w-auto"
              onClick={() => void more()}
              aria-disabled={products.isFetchingNextPage || undefined}
              aria-busy={products.isFetchingNextPage || undefined}
            >
              {products.isFetchingNextPage ? <Spinner size={18} /> : null}
              {products.isFetchingNextPage ? t('shop.grids.loadingMore') : t('shop.grids.seeMore')}
            </button>
          </div>
        ) : null}
        {products.isFetchNextPageError ? <p className="mt-4 text-center text-sm text-pomegranate-700">{t('shop.grids.moreError')}</p> : null}
      </section>
    </div>
  );
}
