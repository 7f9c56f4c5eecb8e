import { Link } from 'react-router';
import type { ProductCard as Product } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { Price, discountPercent } from './price';
import { VerifiedBadge } from './verified-badge';
import { paths } from '@web/lib/paths';
import { useInScript } from '@web/lib/text-script';

/** How wide a card's image is drawn: 2 columns on phones, 3 on tablets, 4 (or 3 beside a side panel) on wide screens. */
export const CARD_SIZES = {
  four: '(min-width: 1366px) 310px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw',
  three: '(min-width: 1366px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, 46vw',
  related: '(min-width: 1366px) 310px, (min-width: 1024px) 23vw, 46vw',
} as const;

interface ProductCardProps {
  product: Product;
  /** Above the fold: the image loads at once with high priority; all others are lazy. */
  priority?: boolean;
  sizes?: string;
}

/**
 * A product in a grid: square picture (seller photos are square; a fixed box means no jump when it
 * arrives), discount and verified marks on it, title, short description, price and seller. The whole
 * card is one link (the title's, stretched), so it is one tab stop with a clear name.
 */
export function ProductCard({ product: written, priority = false, sizes = CARD_SIZES.four }: ProductCardProps) {
  const t = useT();
  const product = useInScript()(written, ['title', 'short_description']);
  const off = discountPercent(product.price, product.price_discount);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-[0_2px_4px_rgb(17_22_61/0.08),0_12px_32px_rgb(17_22_61/0.12)]">
      <div className="relative">
        <SmartImage src={product.image} alt={product.title} sizes={sizes} aspect="aspect-square" priority={priority} imgClassName="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none" />
        {off > 0 ? (
          <span className="absolute right-2 top-2 rounded-full bg-pomegranate-600 px-2 py-0.5 text-xs font-bold text-white shadow-sm tabular-nums">
            <span aria-hidden="true">−{off}%</span>
            <span className="sr-only">{t('shop.card.discount', { n: off })}</span>
          </span>
        ) : null}
        {product.is_verified ? <VerifiedBadge className="absolute bottom-2 left-2" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 data-user-content className="line-clamp-2 text-sm font-semibold leading-snug text-ink-900 group-hover:text-indigo-700 sm:text-[15px]">
          <Link to={paths.product(product.meta)} className="rounded after:absolute after:inset-0 after:z-[1] focus-visible:outline-none">
            {product.title}
          </Link>
        </h3>
        {product.short_description ? <p data-user-content className="mt-1 line-clamp-2 text-xs leading-relaxed text-ink-500 sm:text-sm">{product.short_description}</p> : null}
        <Price price={product.price} priceDiscount={product.price_discount} className="mt-auto pt-3" />
        <p className="mt-2 flex min-w-0 items-center gap-1.5 border-t border-ink-100 pt-2 text-xs text-ink-700">
          <PersonAvatar person={product.user} size={24} />
          <span className="sr-only">{t('shop.card.seller')}: </span>
          <span className="truncate">{personName(product.user)}</span>
        </p>
      </div>
    </article>
  );
}

/** The same box as a card, so the grid keeps its height while loading. */
export function ProductCardSkeleton() {
  return (
    <div className="card flex h-full flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-none" />
      <SkeletonStack className="space-y-2.5 p-3 sm:p-4" lines={['h-4 w-11/12', 'h-3 w-2/3', 'mt-4 h-5 w-1/2', 'h-3 w-3/4']} />
    </div>
  );
}
