import { LoadingArea, Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n';

/** The announcement form's shape while the session or the stored announcement loads. */
export function AnnouncementFormSkeleton() {
  const t = useT();
  return (
    <LoadingArea className="space-y-6" label={t('announcements.form.loading')}>
      <div className="card space-y-3 p-5 sm:p-6">
        <Skeleton className="h-5 w-32" />
        <SkeletonStack className="grid gap-3 sm:grid-cols-2" lines={['h-16 w-full rounded-xl', 'h-16 w-full rounded-xl']} />
      </div>
      <div className="card space-y-5 p-5 sm:p-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-11 w-full rounded-xl" />
          </div>
        ))}
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </LoadingArea>
  );
}
