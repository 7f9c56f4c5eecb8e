import type { ReactNode } from 'react';
import type { ProductDetail } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { usePurposeLabel } from '@web/lib/purposes';
import { PersonAvatar, personName } from '@web/components/ui/avatar';

/** Who sells the product: picture, name and what they are on the platform for (their purposes); `action` below (report seller). */
export function SellerCard({ seller, action }: { seller: ProductDetail['user']; action?: ReactNode }) {
  const t = useT();
  const purposeLabel = usePurposeLabel();
  return (
    <section aria-labelledby="product-seller" className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4">
      <PersonAvatar person={seller} size={64} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-500">{t('shop.seller.label')}</p>
        <h2 id="product-seller" className="mt-0.5 truncate text-lg font-bold text-indigo-900">
          {personName(seller)}
        </h2>
        {seller.purposes.length ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {seller.purposes.slice(0, 2).map((p) => (
              <li key={p} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs text-ink-700">
                {purposeLabel(p)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {action ? <div className="w-full sm:w-auto">{action}</div> : null}
    </section>
  );
}
