import { useParams } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { MegaphoneIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { Skeleton } from '@web/components/ui/skeleton';
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

  const t = useT();
  return (
    <ItemPage query={q} notFound={<AnnouncementNotFound />} errorTitle={t('announcements.title')} skeleton={<ServiceSkeleton />}>
      {(page) => <ServiceView page={page} />}
    </ItemPage>
  );
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
  return (
    <ItemNotFound
      title={t('announcements.notFound')}
      hint={t('announcements.notFoundHint')}
      icon={<MegaphoneIcon size={34} />}
      back={{ to: paths.announcements(), label: t('announcements.back') }}
    />
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
