import { Link } from 'react-router';
import { MegaphoneIcon } from '@web/components/ui/icons';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { useMessageAnnouncement } from '../api/get-message-announcement';
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
        <SkeletonStack className="space-y-2 p-3" lines={['h-4 w-4/5', 'h-4 w-1/2', 'h-3 w-full']} />
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

/**
 * An announcement message ('Ariza qoldirish' posts one into the chat about it): what it is (a job, a
 * service), its title and pay, a link to its page; a placeholder until its data arrives.
 */
export function AnnouncementMessage({ guid }: { guid: string }) {
  const t = useT();
  const money = useMoney();
  const { data, isPending, isError, error } = useMessageAnnouncement(guid);

  if (isPending) {
    return (
      <div aria-busy="true" className="w-60 max-w-full space-y-2 rounded-xl bg-white p-3 text-ink-900">
        <span className="sr-only">{t('messenger.loading')}</span>
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (isError || !data) {
    // 404: deleted or hidden by its author since it was posted here.
    const gone = error instanceof ApiError && error.status === 404;
    return <p className="w-60 max-w-full rounded-xl bg-white p-3 text-sm text-ink-500">{t(gone ? 'messenger.card.announcementGone' : 'messenger.card.announcementError')}</p>;
  }
  return (
    <Link
      to={paths.announcementPage(data)}
      data-testid="announcement-card"
      className="group flex w-60 max-w-full items-start gap-3 rounded-xl bg-white p-3 text-ink-900 ring-1 ring-ink-100 hover:ring-indigo-600"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-indigo-900">
        <MegaphoneIcon size={20} />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold text-ink-500">{t(`messenger.about.${data.type}`)}</span>
        <span className="line-clamp-2 text-sm font-semibold text-indigo-900 [overflow-wrap:anywhere] group-hover:underline" data-user-content>
          {data.title}
        </span>
        <span className="mt-1 block text-sm font-bold text-pomegranate-700 tabular-nums">{money.payRange(data.price_min, data.price_max, data.negotiable)}</span>
        <span className="sr-only">{t('messenger.card.openAnnouncement')}</span>
      </span>
    </Link>
  );
}
