import { useT } from '@web/lib/i18n';
import { MegaphoneIcon } from '@web/components/ui/icons';
import { ItemNotFound } from '@web/components/ui/item-page';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { PageSkeleton } from '@web/components/ui/page-skeleton';

/** A missing announcement (spec §8 'No announcement found'), on the job and service pages alike. */
export function AnnouncementNotFound() {
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

/** A detail page's shape while it loads (the tab bar, the list on the left, the announcement on the right), so nothing moves when it arrives. */
export function DetailSkeleton({ image = false }: { image?: boolean }) {
  return (
    <PageSkeleton>
      <Skeleton className="h-11 w-full max-w-md" />
      <div className="mt-6 flex flex-col-reverse gap-6 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-8">
        <div className="space-y-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
        </div>
        <div className="space-y-4">
          {image ? <Skeleton className="aspect-[16/9] w-full rounded-[var(--radius-card)]" /> : null}
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-20 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </div>
    </PageSkeleton>
  );
}
