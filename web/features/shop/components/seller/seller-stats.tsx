import { lazy, Suspense, useId, useState } from 'react';
import { groupThousands } from '@shared/format/price';
import { SELLER_STATS_PERIODS } from '@shared/constants';
import type { StatCounts } from '@shared/schemas/sellers';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-message';
import { useT } from '@web/lib/i18n';
import { useProductStats } from '../../api/get-product-stats';

const StatsChart = lazy(() => import('./stats-chart'));

const COUNTS: { key: keyof StatCounts; word: string }[] = [
  { key: 'views', word: 'views' },
  { key: 'saves', word: 'saves' },
  { key: 'chats', word: 'chats' },
  { key: 'phone_reveals', word: 'phoneReveals' },
];

/**
 * 'Statistika' on the seller's products page (issue 40): views, saves, chats started and phone reveals
 * per day over 30 or 90 days, in total or of one product, as the period's totals and a chart.
 */
export function SellerStats({ products }: { products: { guid: string; title: string }[] }) {
  const t = useT();
  const id = useId();
  const [days, setDays] = useState<number>(SELLER_STATS_PERIODS[0]);
  const [product, setProduct] = useState('');
  const stats = useProductStats(days, product || undefined);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 space-y-4" data-testid="seller-stats">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-indigo-900">
          {t('seller.stats.title')}
        </h2>
        <p className="text-sm text-ink-500">{t('seller.stats.subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('seller.stats.period')} className="inline-flex rounded-xl border border-ink-100 bg-white p-1">
          {SELLER_STATS_PERIODS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={days === n}
              onClick={() => setDays(n)}
              className={`min-h-11 rounded-lg px-4 text-sm font-semibold ${days === n ? 'bg-indigo-900 text-white' : 'text-ink-700 hover:bg-indigo-50'}`}
            >
              {t(`seller.stats.days${n}`)}
            </button>
          ))}
        </div>
        <label className="min-w-0 flex-1 sm:max-w-xs">
          <span className="label">{t('seller.stats.product')}</span>
          <select className="input" value={product} onChange={(e) => setProduct(e.target.value)} data-testid="stats-product">
            <option value="">{t('seller.stats.allProducts')}</option>
            {products.map((p) => (
              <option key={p.guid} value={p.guid}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stats.isError ? (
        <ErrorState message={t('seller.stats.error')} retryLabel={t('seller.stats.retry')} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stats-totals">
            {COUNTS.map((c) => (
              <div key={c.key} className="card p-3">
                <dt className="text-xs text-ink-500">{t(`seller.stats.${c.word}`)}</dt>
                <dd className="text-xl font-bold tabular-nums text-indigo-900" data-testid={`stats-total-${c.key}`}>
                  {groupThousands(stats.data.totals[c.key])}
                </dd>
              </div>
            ))}
          </dl>
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <StatsChart stats={stats.data} />
          </Suspense>
        </>
      )}
    </section>
  );
}
