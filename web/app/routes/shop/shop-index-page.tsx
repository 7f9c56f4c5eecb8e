import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useShopHome } from '@web/features/shop/api/get-shop-home';
import { CategoryChips } from '@web/features/shop/components/category-chips';
import { ProductSection } from '@web/features/shop/components/product-section';
import { SHOP_HOME_GRIDS as GRIDS } from '@web/features/shop/lib/home-grids';
import { ShopBanner } from '@web/features/shop/components/shop-banner';
import { SuccessBanner } from '@web/features/shop/components/success-banner';
import { SuccessPeople } from '@web/features/shop/components/success-people';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/** One of the shop's grids: home-data's 8 cards, then 'see more' from GET /api/shop/products/. */
function ShopGrid({ name, home }: { name: keyof typeof GRIDS; home: ReturnType<typeof useShopHome> }) {
  const t = useT();
  const { cards, ...grid } = GRIDS[name];
  return (
    <ProductSection
      {...grid}
      eyebrow={t(`shop.grids.${name}.eyebrow`)}
      title={t(`shop.grids.${name}.title`)}
      base={home.data?.[cards]}
      loading={home.isPending}
      error={home.isError}
      onRetry={() => void home.refetch()}
    />
  );
}

/**
 * /online-shop (spec §2): banner, category chips, fast selling, success banner, new, recommended and
 * the success people. Each grid starts with home-data's 8 cards; 'see more' continues the same order
 * from GET /api/shop/products/, each grid's pages kept in the address (?pages_new=3) so Back and a
 * reload show the same cards.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('shop.title'), description: t('shop.description') });
  const home = useShopHome();
  const data = home.data;

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

      <ShopGrid name="fast" home={home} />
      <SuccessBanner />
      <ShopGrid name="new" home={home} />
      <ShopGrid name="recommended" home={home} />

      <SuccessPeople />
    </>
  );
}
