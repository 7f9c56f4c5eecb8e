import { Link } from 'react-router';
import { MegaphoneIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { useMessageProduct } from '../api/get-message-product';
import { paths } from '@web/lib/paths';

/**
 * A product message drawn as a product card (spec §2/§3): image, title, discounted price with grouped
 * thousands and SO'M, short description; a placeholder loader until the data arrives (spec §8).
 */
export function ProductMessage({ guid }: { guid: string }) {
  const t = useT();
  const money = useMoney();
  const { data, isPending, isError, error } = useMessageProduct(guid);

  if (isPending) {
    return (
      <div data-testid="product-card-loading" aria-busy="true" className="w-60 max-w-full overflow-hidden rounded-xl bg-white text-ink-900">
        <span className="sr-only">{t('messenger.loading')}</span>
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="space-y-2 p-3">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-full" />
        </div>
      </div>
    );
  }
  if (isError || !data) {
    // 404: the seller deleted or deactivated the product since it was posted here.
    const gone = error instanceof ApiError && error.status === 404;
    return <p className="w-60 max-w-full rounded-xl bg-white p-3 text-sm text-ink-500">{t(gone ? 'messenger.card.gone' : 'messenger.card.error')}</p>;
  }
  return (
    <Link
      to={paths.product(data.meta)}
      data-testid="product-card"
      className="group block w-60 max-w-full overflow-hidden rounded-xl bg-white text-ink-900 ring-1 ring-ink-100 hover:ring-indigo-600"
    >
      <SmartImage src={data.image} alt={data.title} sizes="240px" aspect="aspect-[4/3]" />
      <span className="block p-3">
        <span className="line-clamp-2 text-sm font-semibold text-indigo-900 group-hover:underline">{data.title}</span>
        <span className="mt-1 block text-base font-bold text-pomegranate-700 tabular-nums">{money.priceUpper(data.price_discount)}</span>
        {data.short_description ? <span className="mt-1 line-clamp-2 text-xs text-ink-700">{data.short_description}</span> : null}
        <span className="sr-only">{t('messenger.card.open')}</span>
      </span>
    </Link>
  );
}

/** An announcement message: the announcement pages are not built yet, so a plain labelled card. */
export function AnnouncementMessage() {
  const t = useT();
  return (
    <div className="flex w-60 max-w-full items-center gap-3 rounded-xl bg-white p-3 text-ink-900 ring-1 ring-ink-100">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-indigo-900">
        <MegaphoneIcon size={20} />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-indigo-900">{t('messenger.card.announcement')}</span>
        <span className="block text-xs text-ink-500">{t('messenger.card.announcementHint')}</span>
      </span>
    </div>
  );
}
