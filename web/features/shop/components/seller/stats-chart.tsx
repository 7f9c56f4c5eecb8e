import type { ProductStats } from '@shared/schemas/sellers';
import { ChartCard, CHART_COLORS, TimeLines } from '@web/features/admin/components/overview-charts';
import { useT } from '@web/lib/i18n';

/** 'YYYY-MM-DD' as a tick ('24.11') and as a table cell ('24.11.2026'), as the admin overview writes them. */
const shortDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
const longDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/**
 * The seller's statistics drawn (issue 40) with the admin overview's chart card and lines (recharts):
 * this file is loaded apart (React.lazy), so the library comes only when the chart is shown.
 */
export default function StatsChart({ stats }: { stats: ProductStats }) {
  const t = useT();
  const w = (key: string) => t(`seller.stats.${key}`);
  const rows = stats.days.map((d) => ({ date: shortDate(d.day), full: longDate(d.day), views: d.views, saves: d.saves, chats: d.chats, reveals: d.phone_reveals }));
  const series = [
    { key: 'views', label: w('views'), color: CHART_COLORS.indigo },
    { key: 'saves', label: w('saves'), color: CHART_COLORS.mulberry },
    { key: 'chats', label: w('chats'), color: CHART_COLORS.pomegranate },
    { key: 'reveals', label: w('phoneReveals'), color: '#b7791f' },
  ];
  return (
    <ChartCard
      title={w('chart')}
      tableCaption={t('seller.stats.table', { title: w('chart') })}
      columns={[{ key: 'full', label: w('day') }, ...series.map((s) => ({ key: s.key, label: s.label }))]}
      rows={rows}
      height={280}
    >
      <TimeLines rows={rows} dateKey="date" series={series} />
    </ChartCard>
  );
}
