import { Link } from 'react-router';
import { lastDayOf } from '@shared/announcement-days';
import type { Announcement } from '@shared/schemas/announcements';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { CalendarIcon, MegaphoneIcon } from '@web/components/ui/icons';
import { ItemNotFound } from '@web/components/ui/item-page';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { PageSkeleton } from '@web/components/ui/page-skeleton';
import { useDates } from '@web/lib/dates';
import { GoSearchForm } from '@web/components/form/search-form';
import { useSimilarAnnouncements } from '../api/list-announcements';
import type { AnnouncementKind } from '../filters';
import { SideList } from './side-list';

/**
 * A missing announcement, on the job and service pages alike, in the reader's language (the spec's §8
 * 'No announcement found', issue 40): never there (404), removed (410) or in review (404), with a
 * search and, when it existed, the newest others of its kind.
 */
export function AnnouncementNotFound({ status, code, kind }: { status: number; code: string; kind: AnnouncementKind | null }) {
  const t = useT();
  const words =
    status === 410
      ? ({ title: 'announcements.removed', hint: 'announcements.removedHint' } as const)
      : code === 'announcements.in_review'
        ? ({ title: 'announcements.inReview', hint: 'announcements.inReviewHint' } as const)
        : ({ title: 'announcements.notFound', hint: kind ? 'announcements.hiddenHint' : 'announcements.notFoundHint' } as const);
  return (
    <ItemNotFound
      title={t(words.title)}
      hint={t(words.hint)}
      icon={<MegaphoneIcon size={34} />}
      back={{ to: paths.announcements(), label: t('announcements.back') }}
      search={<GoSearchForm action={paths.announcements()} label={t('announcements.search.label')} placeholder={t('announcements.search.placeholder')} submitLabel={t('announcements.search.submit')} />}
    >
      {kind ? <SimilarAnnouncements kind={kind} /> : null}
    </ItemNotFound>
  );
}

function SimilarAnnouncements({ kind }: { kind: AnnouncementKind }) {
  const t = useT();
  const list = useSimilarAnnouncements(kind);
  const items = list.data?.data;
  if (list.isError || (items && !items.length)) return null;
  return (
    <div data-testid="similar-announcements" className="mx-auto max-w-xl">
      <SideList id="similar-announcements" title={t(kind === 'work' ? 'announcements.otherWorks' : 'announcements.otherServices')} empty="" items={items} currentMeta="" />
    </div>
  );
}

/**
 * An announcement past its last day (issue 23): its page still answers (its author and applicants may
 * follow old links), saying so; its author may extend it from here. Whether the reader is the author
 * is known once the page has hydrated (useSession).
 */
export function ExpiredNotice({ announcement: a }: { announcement: Pick<Announcement, 'guid' | 'expires_at' | 'user'> }) {
  const t = useT();
  const dates = useDates();
  const { user } = useSession();
  return (
    <div role="status" data-testid="expired-notice" className="mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-pomegranate-600 bg-pomegranate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-3 text-sm text-ink-900">
        <CalendarIcon size={20} className="mt-0.5 shrink-0 text-pomegranate-700" />
        <span>
          <strong className="block text-base font-bold text-pomegranate-700">{t('announcements.expired.badge')}</strong>
          {t('announcements.expired.notice', { date: dates.day(lastDayOf(a.expires_at)) })}
        </span>
      </p>
      {user?.guid === a.user.guid ? (
        <Link to={paths.profile.announcementEdit(a.guid)} className="btn-outline shrink-0 bg-white">
          {t('announcements.expired.extend')}
        </Link>
      ) : null}
    </div>
  );
}

/** A detail page's shape while it loads (the tab bar, the list on the left, the announcement on the right), so nothing moves when it arrives. */
export function DetailSkeleton({ image = false }: { image?: boolean }) {
  return (
    <PageSkeleton>
      <Skeleton className="h-11 w-full max-w-md" />
      <div className="mt-6 flex flex-col-reverse gap-6 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-8">
        <SkeletonStack className="space-y-3" lines={['h-6 w-40', 'h-24 w-full rounded-[var(--radius-card)]', 'h-24 w-full rounded-[var(--radius-card)]']} />
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
