import { useParams } from 'react-router';
import type { SellerFacts } from '@shared/schemas/sellers';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { UserIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { PageSkeleton } from '@web/components/ui/page-skeleton';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { useSeller } from '@web/features/sellers/api/get-seller';
import { useSellerProducts } from '@web/features/sellers/api/get-seller-products';
import { ReachSeller } from '@web/features/sellers/components/reach-seller';
import { SellerFactsList } from '@web/features/sellers/components/seller-facts';
import { ProductGrid } from '@web/features/shop/components/product-grid';
import { ShopBreadcrumb } from '@web/features/shop/components/shop-breadcrumb';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { usePageParam } from '@web/lib/use-page-param';

/**
 * /sellers/{guid}/ (issue 40): the seller as a person — picture, name, 'Sotuvchi', member since,
 * online or last seen, live products, usual reply time, their phone on request and their Telegram —
 * and their live products, newest first, a page at a time (?page=). An unknown or blocked seller
 * shows the not-found screen (404).
 */
export function Component() {
  const { guid = '' } = useParams();
  const seller = useSeller(guid);
  const t = useT();
  return (
    <ItemPage query={seller} notFound={<SellerNotFound />} errorTitle={t('sellers.role.seller')} skeleton={<PageSkeleton><Skeleton className="h-40 w-full" /></PageSkeleton>}>
      {(facts) => <SellerView key={guid} facts={facts} />}
    </ItemPage>
  );
}

function SellerView({ facts }: { facts: SellerFacts }) {
  const t = useT();
  const [page] = usePageParam();
  const products = useSellerProducts(facts.guid, page);
  const name = personName(facts);
  usePageHead({ title: t('sellers.page.title', { name }), description: t('sellers.page.description', { name }), canonical: paths.seller(facts.guid), page, image: facts.pfp });
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <ShopBreadcrumb items={[{ to: paths.shop(), label: t('shop.title') }, { label: name }]} />
      <section aria-labelledby="seller-name" className="card mt-4 flex flex-wrap items-start gap-4 p-4 sm:mt-6 sm:p-6" data-testid="seller-profile">
        <PersonAvatar person={facts} size={96} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-500">{t('sellers.role.seller')}</p>
          <h1 id="seller-name" className="mt-0.5 text-2xl font-extrabold text-indigo-900 [overflow-wrap:anywhere]">
            {name}
          </h1>
          <SellerFactsList facts={facts} className="mt-2" />
          <ReachSeller seller={facts} className="mt-3" />
        </div>
      </section>
      <section aria-labelledby="seller-products" className="mt-8 sm:mt-10">
        <h2 id="seller-products" className="section-title mb-5">
          {t('sellers.page.products')}
        </h2>
        {products.isError ? (
          <ErrorState message={t('sellers.page.error')} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} />
        ) : products.data && products.data.data.length === 0 ? (
          <EmptyState>{t('sellers.page.empty')}</EmptyState>
        ) : (
          <>
            <ProductGrid products={products.data?.data} loading={!products.data} stale={products.isPlaceholderData} priorityCount={4} />
            {products.data && products.data.total_pages > 1 ? (
              <Pagination page={page} totalPages={products.data.total_pages} hrefFor={(n) => paths.seller(facts.guid, { page: n > 1 ? n : undefined })} />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function SellerNotFound() {
  const t = useT();
  return <ItemNotFound title={t('sellers.page.notFound')} hint={t('sellers.page.notFoundHint')} icon={<UserIcon size={34} />} palette="indigo" back={{ to: paths.shop(), label: t('sellers.page.backToShop') }} />;
}
