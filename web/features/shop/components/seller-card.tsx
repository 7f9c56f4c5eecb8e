import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSeller } from '@web/features/sellers/api/get-seller';
import { ReachSeller } from '@web/features/sellers/components/reach-seller';
import { SellerFactsList } from '@web/features/sellers/components/seller-facts';

/**
 * Who sells the product (issue 40: the seller as a person): picture, name, 'Sotuvchi', member since,
 * online or last seen, live products and how fast they usually answer, a link to their seller page,
 * their phone on request and their Telegram; `action` below (report seller). Purposes stay in the profile.
 */
export function SellerCard({ seller, product, action }: { seller: ProductDetail['user']; product?: string; action?: ReactNode }) {
  const t = useT();
  const facts = useSeller(seller.guid);
  return (
    <section aria-labelledby="product-seller" className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-4" data-testid="seller-card">
      <div className="flex flex-wrap items-start gap-4">
        <PersonAvatar person={seller} size={64} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-500">{t('shop.seller.label')}</p>
          <h2 id="product-seller" className="mt-0.5 truncate text-lg font-bold text-indigo-900">
            <Link to={paths.seller(seller.guid)} className="rounded hover:text-pomegranate-600 hover:underline" data-testid="seller-page-link">
              {personName(seller)}
            </Link>
          </h2>
          {facts.data ? <SellerFactsList facts={facts.data} className="mt-1.5" /> : facts.isPending ? <Skeleton className="mt-2 h-16 w-48" /> : null}
        </div>
      </div>
      {facts.data ? <ReachSeller seller={facts.data} product={product} className="mt-3" /> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
