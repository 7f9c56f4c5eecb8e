import { SEE_MORE_DELAY_MS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useShopHome } from '@web/features/shop/api/get-shop-home';
import { CategoryChips } from '@web/features/shop/components/category-chips';
import { ProductSection } from '@web/features/shop/components/product-section';
import { ShopBanner } from '@web/features/shop/components/shop-banner';
import { SuccessBanner } from '@web/features/shop/components/success-banner';
import { SuccessPeople } from '@web/features/shop/components/success-people';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/**
 * /online-shop (spec §2): banner, category chips, fast selling, success banner, new, recommended and
 * the success people. Each grid starts with home-data's 8 cards; 'see more' continues the same order
 * from GET /api/shop/products/.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('shop.title'), description: t('shop.description') });
  const home = useShopHome();
  const data = home.data;
  const retry = () => void home.refetch();
  const grid = { loading: home.isPending, error: home.isError, onRetry: retry };

  return (
    <>
      <ShopBanner />

      <section aria-labelledby="shop-categories" className="page pt-8 sm:pt-10">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="shop-categories" className="text-lg font-bold text-indigo-900 sm:text-xl">
            {t('shop.categories.title')}
          </h2>
          <ArrowLink to={paths.products()} small className="group inline-flex shrink-0 items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-indigo-700 hover:text-pomegranate-600">
            {t('shop.categories.all')}
          </ArrowLink>
        </div>
        <CategoryChips
          categories={data?.categories}
          loading={home.isPending}
          hrefFor={(c) => paths.category(c.meta)}
          label={t('shop.categories.title')}
        />
      </section>

      <ProductSection
        id="shop-fast"
        eyebrow={t('shop.grids.fast.eyebrow')}
        title={t('shop.grids.fast.title')}
        base={data?.fast_selling_products}
        {...grid}
        params={{ sort: 'views' }}
        delayMs={SEE_MORE_DELAY_MS.fastSelling}
        startPage={2}
      />

      <SuccessBanner />

      <ProductSection
        id="shop-new"
        eyebrow={t('shop.grids.new.eyebrow')}
        title={t('shop.grids.new.title')}
        base={data?.new_products}
        {...grid}
        params={{ sort: 'newest' }}
        delayMs={SEE_MORE_DELAY_MS.newProducts}
        startPage={2}
        tinted
      />

      <ProductSection
        id="shop-recommended"
        eyebrow={t('shop.grids.recommended.eyebrow')}
        title={t('shop.grids.recommended.title')}
        base={data?.recommended_products}
        {...grid}
        params={{ verified: true, sort: 'views' }}
        delayMs={SEE_MORE_DELAY_MS.recommended}
        // home-data ranks recommended goods its own way (verified, liked, not shown above), so page 1
        // of "verified by views" can still hold goods not on screen; duplicates are dropped.
        startPage={1}
      />

      <SuccessPeople />
    </>
  );
}
