import { Link, useParams } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { ArrowRightIcon, MegaphoneIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-message';
import { useAnnouncement, type AnnouncementPage } from '@web/features/announcements/api/get-announcement';
import { ServiceDetail } from '@web/features/announcements/components/service-detail';
import { ServiceList } from '@web/features/announcements/components/service-list';
import { paths } from '@web/lib/paths';

/**
 * /announcements/services/details/{meta} and /services/{meta} (spec §2): the other service
 * announcements on the left (below on phones), the selected one on the right.
 * A missing announcement shows 'No announcement found' (spec §8).
 */
export function Component() {
  const { meta = '' } = useParams();
  const q = useAnnouncement(meta);

  if (q.error instanceof ApiError && q.error.status === 404) return <AnnouncementNotFound />;
  if (q.data) return <ServiceView page={q.data} />;
  if (q.isError) return <AnnouncementError onRetry={() => void q.refetch()} />;
  return <ServiceSkeleton />;
}

function ServiceView({ page }: { page: AnnouncementPage }) {
  const { announcement } = page;
  usePageHead({ title: announcement.title });
  const others: Announcement[] = (page.announcements ?? []).filter((a) => a.type === announcement.type && a.guid !== announcement.guid);
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <div className="flex flex-col-reverse gap-6 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <ServiceList items={others} currentMeta={announcement.meta} />
        <ServiceDetail key={announcement.guid} announcement={announcement} />
      </div>
    </div>
  );
}

function AnnouncementNotFound() {
  const t = useT();
  usePageHead({ title: t('announcements.notFound') });
  return (
    <section className="page flex flex-col items-center py-16 text-center sm:py-24">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-saffron-100 text-indigo-900">
        <MegaphoneIcon size={34} />
      </span>
      <h1 className="mt-8 text-2xl font-bold text-indigo-900 sm:text-3xl">{t('announcements.notFound')}</h1>
      <p className="mt-3 max-w-md text-ink-700">{t('announcements.notFoundHint')}</p>
      <Link to={paths.announcements()} className="btn-primary mt-8">
        {t('announcements.back')}
        <ArrowRightIcon size={18} />
      </Link>
    </section>
  );
}

function AnnouncementError({ onRetry }: { onRetry(): void }) {
  const t = useT();
  usePageHead({ title: t('announcements.title') });
  return (
    <div className="page py-16">
      <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={onRetry} />
    </div>
  );
}

function ServiceSkeleton() {
  const t = useT();
  return (
    <div className="page pb-16 pt-4 sm:pt-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="flex flex-col-reverse gap-6 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-8">
        <div className="space-y-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
        </div>
        <div className="space-y-4">
          <Skeleton className="aspect-[16/9] w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
    </div>
  );
}
