import { groupThousands } from '@shared/format/price';
import { useT } from '@web/lib/i18n';
import { CountUp } from '@web/components/ui/count-up';
import { IkatBorder } from '@web/components/ui/ikat';
import { SectionHeader } from '@web/components/ui/section-header';

/** Hard-coded statistics of spec §1. */
const STATS = [
  { key: 'artisans', value: 12250 },
  { key: 'fields', value: 120 },
  { key: 'products', value: 8500 },
  { key: 'income', value: 8_000_000 },
] as const;

/** Four statistic cards on deep indigo; numbers count up once they come into view. */
export function StatsBlock() {
  const t = useT();
  return (
    <section aria-labelledby="home-stats" className="on-dark relative overflow-hidden bg-indigo-900 text-white">
      <IkatBorder palette="pomegranate" />
      <div className="page py-16 sm:py-20">
        <SectionHeader id="home-stats" tone="light" eyebrow={t('home.stats.eyebrow')} title={t('home.stats.title')} description={t('home.stats.lead')} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {STATS.map(({ key, value }) => (
            <li key={key} data-testid="stat-card" className="rounded-[var(--radius-card)] bg-white/[0.06] p-4 ring-1 ring-white/10 sm:p-6">
              <CountUp to={value} suffix="+" format={groupThousands} data-testid="stat-value" className="block whitespace-nowrap text-[1.3rem] font-extrabold tracking-tight text-saffron-400 sm:text-3xl lg:text-[2rem] xl:text-4xl" />
              <p className="mt-2 text-sm leading-snug text-indigo-100">{t(`home.stats.${key}`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
