import { Link } from 'react-router';
import type { ProductCard } from '@shared/schemas/shop';
import { HeartIcon } from '@web/components/ui/icons';
import { useLikedProducts } from '@web/features/shop/api/get-liked-products';
import { useLikeProduct } from '@web/features/shop/api/like-product';
import { notify } from '@web/features/notifications/notify';
import { Spinner } from '@web/components/form/submit-button';
import { SmartImage } from '@web/components/ui/smart-image';
import { CardSkeletonGrid, OwnList, OwnListEmpty, useOwnPages } from './own-list';
import { personName } from '@web/components/ui/avatar';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { PageSection } from '@web/components/ui/page-section';

/** /profile/liked-products/: the products the user saved, with 'unsave' on each card; paginated. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('seller.liked.title') });
  const { query: liked, pager } = useOwnPages(useLikedProducts);

  return (
    <PageSection id="liked-title" title={t('seller.liked.title')} subtitle={liked.data ? t('seller.liked.count', { count: liked.data.count }) : t('seller.liked.subtitle')}>

      <OwnList
        query={liked}
        items={(d) => d.data}
        itemKey={(p) => p.guid}
        renderItem={(p) => <LikedCard product={p} />}
        grid="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
        skeleton={<CardSkeletonGrid grid="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" count={4} />}
        error={{ message: t('seller.liked.error'), retry: t('seller.list.retry') }}
        empty={<OwnListEmpty icon={<HeartIcon size={28} />} iconClass="bg-pomegranate-100 text-pomegranate-600" title={t('seller.liked.emptyTitle')} text={t('seller.liked.emptyText')} to={paths.shop()} label={t('seller.liked.browse')} />}
        pager={pager}
      />
    </PageSection>
  );
}

function LikedCard({ product: p }: { product: ProductCard }) {
  const t = useT();
  const money = useMoney();
  const unlike = useLikeProduct(p.meta);
  const discounted = p.price_discount < p.price;
  const seller = personName(p.user);

  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      <SmartImage src={p.image} alt="" sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold break-words text-indigo-900 sm:text-base">
          {/* The whole card is the link (stretched), the unsave button sits above it. */}
          <Link to={paths.product(p.meta)} className="after:absolute after:inset-0 after:content-['']">
            {p.title}
          </Link>
        </h2>
        {seller ? <p className="truncate text-xs text-ink-500">{seller}</p> : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="font-bold text-ink-900">{money.price(discounted ? p.price_discount : p.price)}</span>
          {discounted ? <s className="text-xs text-ink-500">{money.price(p.price)}</s> : null}
        </p>
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/95 text-pomegranate-600 shadow hover:bg-pomegranate-100 disabled:opacity-60"
        aria-label={t('seller.liked.unsave', { title: p.title })}
        title={t('seller.liked.unsaveShort')}
        disabled={unlike.isPending}
        onClick={() =>
          unlike.mutate(false, {
            onSuccess: () => notify({ type: 'success', title: { key: 'seller.liked.removed' }, comment: p.title }),
            onError: () => notify({ type: 'error', title: { key: 'seller.liked.removeFailed' } }),
          })
        }
      >
        {unlike.isPending ? <Spinner /> : <HeartIcon size={20} />}
      </button>
    </article>
  );
}
