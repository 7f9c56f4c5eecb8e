import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTime } from '@shared/format/date';
import { groupThousands } from '@shared/format/price';
import type { Overview } from '@shared/schemas/overview';
import { useOverview } from '@web/features/admin/api/get-overview';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { CategoryBars, ChartCard, CHART_COLORS, HorizontalBars, TimeArea, TimeLines, type Row } from '@web/features/admin/components/overview-charts';
import { placeName, useRegions } from '@web/features/geo/api/get-regions';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-message';
import { OVERVIEW_DAYS, OVERVIEW_WEEKS } from '@shared/constants';
import { useI18n } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** 'YYYY-MM-DD' as a tick ('24.11') and as a table cell ('24.11.2026'). */
const shortDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
const longDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/**
 * /admin/overview/ (issue 15): the site in figures, computed by the server in one call — totals (the
 * work waiting for moderators links to its queue), users by role and region, new users, products and
 * announcements per week, messages per day, and the most viewed products and news.
 */
export function Component() {
  const { t } = useI18n();
  const overview = useOverview();
  usePageHead({ title: t('admin.overview.title') });

  return (
    <>
      <AdminPageHeader
        title={t('admin.overview.title')}
        description={overview.data ? t('admin.overview.updated', { time: formatTime(overview.data.generated_at) }) : t('admin.overview.description')}
      />
      {overview.data ? (
        <Dashboard data={overview.data} />
      ) : overview.isError ? (
        <ErrorState message={t('admin.overview.error')} retryLabel={t('admin.overview.retry')} onRetry={() => void overview.refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}

function Dashboard({ data }: { data: Overview }) {
  const { t, lang } = useI18n();
  const regions = useRegions();
  const regionName = (id: number | null) => {
    const region = id === null ? undefined : regions.data?.find((r) => r.id === id);
    return region ? placeName(region, lang) : id === null ? t('admin.overview.charts.regionUnknown') : String(id);
  };
  const c = (key: string) => t(`admin.overview.charts.${key}`);
  const count = c('count');

  const byRole: Row[] = data.users_by_role.map((r) => ({ label: t(`admin.roles.${r.role}`), count: r.count }));
  const byRegion: Row[] = data.users_by_region.map((r) => ({ label: regionName(r.region), count: r.count }));
  const weekly: Row[] = data.new_users_per_week.map((p, i) => ({
    date: shortDate(p.date),
    full: longDate(p.date),
    users: p.count,
    products: data.new_products_per_week[i]?.count ?? 0,
    announcements: data.new_announcements_per_week[i]?.count ?? 0,
  }));
  const daily: Row[] = data.messages_per_day.map((p) => ({ date: shortDate(p.date), full: longDate(p.date), count: p.count }));
  const tableOf = (title: string) => t('admin.overview.charts.tableOf', { title });

  return (
    <div className="space-y-6">
      <Totals data={data} />

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={c('byRole')} tableCaption={tableOf(c('byRole'))} columns={[{ key: 'label', label: c('role') }, { key: 'count', label: count }]} rows={byRole} height={260}>
          <CategoryBars rows={byRole} labelKey="label" valueKey="count" valueLabel={count} />
        </ChartCard>
        <ChartCard
          title={c('byRegion')}
          tableCaption={tableOf(c('byRegion'))}
          columns={[{ key: 'label', label: c('region') }, { key: 'count', label: count }]}
          rows={byRegion}
          height={Math.max(160, byRegion.length * 30 + 32)}
        >
          <HorizontalBars rows={byRegion} labelKey="label" valueKey="count" valueLabel={count} />
        </ChartCard>
        <ChartCard
          title={c('weekly')}
          note={t('admin.overview.charts.weeklyNote', { count: OVERVIEW_WEEKS })}
          tableCaption={tableOf(c('weekly'))}
          columns={[
            { key: 'full', label: c('week') },
            { key: 'users', label: c('newUsers') },
            { key: 'products', label: c('newProducts') },
            { key: 'announcements', label: c('newAnnouncements') },
          ]}
          rows={weekly}
          height={280}
        >
          <TimeLines
            rows={weekly}
            dateKey="date"
            series={[
              { key: 'users', label: c('newUsers'), color: CHART_COLORS.indigo },
              { key: 'products', label: c('newProducts'), color: CHART_COLORS.pomegranate },
              { key: 'announcements', label: c('newAnnouncements'), color: CHART_COLORS.mulberry },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={c('messages')}
          note={t('admin.overview.charts.messagesNote', { count: OVERVIEW_DAYS })}
          tableCaption={tableOf(c('messages'))}
          columns={[{ key: 'full', label: c('day') }, { key: 'count', label: c('sentMessages') }]}
          rows={daily}
          height={240}
        >
          <TimeArea rows={daily} dateKey="date" valueKey="count" valueLabel={c('sentMessages')} />
        </ChartCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <TopList title={t('admin.overview.top.products')} items={data.top_products.map((p) => ({ ...p, to: paths.product(p.meta) }))} />
        <TopList title={t('admin.overview.top.news')} items={data.top_news.map((n) => ({ ...n, to: paths.newsItem(n.meta) }))} />
      </div>
    </div>
  );
}

function Totals({ data }: { data: Overview }) {
  const { t } = useI18n();
  const k = (key: string) => t(`admin.overview.totals.${key}`);
  const totals = data.totals;
  const cards: { label: string; value: number; to?: string }[] = [
    { label: k('users'), value: totals.users },
    { label: k('blocked'), value: totals.blocked_users },
    { label: k('products'), value: totals.products },
    { label: k('announcements'), value: totals.announcements },
    { label: k('news'), value: totals.news },
    { label: k('courses'), value: totals.courses },
    { label: k('pending'), value: totals.pending_verifications, to: paths.admin.shopVerify() },
    { label: k('openReviews'), value: totals.open_reviews, to: paths.admin.moderation('review') },
    { label: k('openReports'), value: totals.open_reports, to: paths.admin.moderation('report') },
  ];
  return (
    <section aria-labelledby="overview-totals">
      <h2 id="overview-totals" className="sr-only">
        {t('admin.overview.totalsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {cards.map((card) => (
          <li key={card.label} className="min-w-0">
            <TotalCard {...card} openLabel={k('open')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TotalCard({ label, value, to, openLabel }: { label: string; value: number; to?: string; openLabel: string }) {
  const body: ReactNode = (
    <>
      <span className="block text-xs font-medium text-ink-700 sm:text-sm">{label}</span>
      <span className="mt-1 block text-2xl font-extrabold tabular-nums text-indigo-900" data-testid="overview-total">
        {groupThousands(value)}
      </span>
      {to ? <span className="mt-1 block text-xs font-semibold text-pomegranate-700">{openLabel} →</span> : null}
    </>
  );
  return to ? (
    <Link to={to} className="card block h-full p-3 transition hover:border-indigo-300 hover:shadow-md sm:p-4">
      {body}
    </Link>
  ) : (
    <div className="card h-full p-3 sm:p-4">{body}</div>
  );
}

function TopList({ title, items }: { title: string; items: { guid: string; title: string; views: number; to: string }[] }) {
  const { t } = useI18n();
  return (
    <section className="card min-w-0 p-4 sm:p-5">
      <h2 className="text-base font-bold text-indigo-900">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">{t('admin.overview.top.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-100">
          {items.map((item, i) => (
            <li key={item.guid} className="flex items-baseline gap-3 py-2">
              <span className="w-5 shrink-0 text-right text-sm font-bold tabular-nums text-ink-500">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <Link to={item.to} className="block truncate font-medium text-indigo-800 hover:underline" data-user-content>
                  {item.title}
                </Link>
                <span className="block text-xs tabular-nums text-ink-700">{t('admin.overview.top.views', { count: item.views })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-[5.5rem] rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
