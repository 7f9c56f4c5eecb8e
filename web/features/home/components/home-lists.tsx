import type { ReactNode } from 'react';
import { HOME_ITEMS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { useAnnouncementsHomeData } from '@web/features/announcements/api/get-announcements-home-data';
import { useCoursesHomeData } from '@web/features/courses/api/get-courses-home-data';
import { useNewsHomeData } from '@web/features/news/api/get-news-home-data';
import { CardSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { SectionHeader } from '@web/components/ui/section-header';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { AnnouncementCardView, CourseCardView, NewsCardView } from './home-cards';
import { paths } from '@web/lib/paths';

/**
 * Phones get a horizontal, snapping row (the next card peeks in, so it reads as swipeable and the page
 * stays short); wider screens get a grid. The row scrolls inside itself, never the page.
 */
const LIST_CLASS =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const ITEM_CLASS = 'w-[80%] max-w-80 shrink-0 snap-start scroll-ml-4 sm:w-auto sm:max-w-none';

interface ListSectionProps<T> {
  id: string;
  eyebrow: string;
  title: string;
  action: { to: string; label: string };
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  empty: string;
  skeleton: ReactNode;
  render(item: T): ReactNode;
  getKey(item: T): string;
  tinted?: boolean;
  last?: boolean;
}

/** One home list: header, then skeletons while loading, a calm error with retry, an empty note or the cards. */
function ListSection<T>({ id, eyebrow, title, action, query, empty, skeleton, render, getKey, tinted, last }: ListSectionProps<T>) {
  const t = useT();
  return (
    <section aria-labelledby={id} aria-busy={query.isPending} className={`${tinted ? 'bg-white' : ''} ${last ? 'pt-16 sm:pt-20' : 'py-16 sm:py-20'}`}>
      <div className="page">
        <SectionHeader id={id} eyebrow={eyebrow} title={title} action={action} />
        {query.isPending ? (
          <ul className={LIST_CLASS}>
            {Array.from({ length: HOME_ITEMS }, (_, i) => (
              <li key={i} className={ITEM_CLASS}>
                {skeleton}
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
        ) : !query.data || query.data.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul className={LIST_CLASS}>
            {query.data.map((item) => (
              <li key={getKey(item)} className={ITEM_CLASS}>
                {render(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function AnnouncementSkeleton() {
  return (
    <div className="card space-y-4 p-5" aria-hidden="true">
      <Skeleton className="h-6 w-24 rounded-full" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

/** New courses (courses home-data `new`). */
export function NewCourses() {
  const t = useT();
  const q = useCoursesHomeData();
  return (
    <ListSection
      id="home-courses"
      eyebrow={t('home.courses.eyebrow')}
      title={t('home.courses.title')}
      action={{ to: paths.courses(), label: t('home.courses.all') }}
      query={{ data: q.data?.new.slice(0, HOME_ITEMS), isPending: q.isPending, isError: q.isError, refetch: q.refetch }}
      empty={t('home.courses.empty')}
      skeleton={<CardSkeleton aspect="aspect-[16/10]" />}
      render={(c) => <CourseCardView course={c} />}
      getKey={(c) => c.guid}
    />
  );
}

/** The first HOME_ITEMS news items of the week (news home-data `week`). */
export function WeekNews() {
  const t = useT();
  const q = useNewsHomeData();
  return (
    <ListSection
      id="home-news"
      tinted
      eyebrow={t('home.news.eyebrow')}
      title={t('home.news.title')}
      action={{ to: paths.news(), label: t('home.news.all') }}
      query={{ data: q.data?.week.slice(0, HOME_ITEMS), isPending: q.isPending, isError: q.isError, refetch: q.refetch }}
      empty={t('home.news.empty')}
      skeleton={<CardSkeleton aspect="aspect-[16/10]" />}
      render={(n) => <NewsCardView item={n} />}
      getKey={(n) => n.guid}
    />
  );
}

/** The first HOME_ITEMS work announcements (announcements home-data `work_announcement`). */
export function WorkAnnouncements() {
  const t = useT();
  const q = useAnnouncementsHomeData();
  return (
    <ListSection
      id="home-announcements"
      eyebrow={t('home.announcements.eyebrow')}
      title={t('home.announcements.title')}
      action={{ to: paths.announcements(), label: t('home.announcements.all') }}
      query={{ data: q.data?.work_announcement.slice(0, HOME_ITEMS), isPending: q.isPending, isError: q.isError, refetch: q.refetch }}
      empty={t('home.announcements.empty')}
      skeleton={<AnnouncementSkeleton />}
      render={(a) => <AnnouncementCardView item={a} />}
      getKey={(a) => a.guid}
      last
    />
  );
}
