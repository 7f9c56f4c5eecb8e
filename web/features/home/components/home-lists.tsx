import type { ReactNode } from 'react';
import { HOME_ITEMS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { useAnnouncementsHomeData } from '@web/features/announcements/api/get-announcements-home-data';
import { useCoursesHomeData } from '@web/features/courses/api/get-courses-home-data';
import { useNewsHomeData } from '@web/features/news/api/get-news-home-data';
import { CardSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { SectionHeader } from '@web/components/ui/section-header';
import { QueryList } from '@web/components/ui/query-list';
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
  /** The home dictionary's part (home.{name}.eyebrow, .title, .all, .empty); the section's id is home-{name}. */
  name: 'courses' | 'news' | 'announcements';
  to: string;
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  items: T[] | undefined;
  skeleton: ReactNode;
  render(item: T): ReactNode;
  tinted?: boolean;
  last?: boolean;
}

/** One home list: header, then skeletons while loading, a calm error with retry, an empty note or the cards. */
function ListSection<T extends { guid: string }>({ name, to, query, items, skeleton, render, tinted, last }: ListSectionProps<T>) {
  const t = useT();
  const id = `home-${name}`;
  return (
    <section aria-labelledby={id} aria-busy={query.isPending} className={`${tinted ? 'bg-white' : ''} ${last ? 'pt-16 sm:pt-20' : 'py-16 sm:py-20'}`}>
      <div className="page">
        <SectionHeader id={id} eyebrow={t(`home.${name}.eyebrow`)} title={t(`home.${name}.title`)} action={{ to, label: t(`home.${name}.all`) }} />
        <QueryList
          query={query}
          items={items?.slice(0, HOME_ITEMS)}
          skeletons={HOME_ITEMS}
          skeleton={skeleton}
          empty={t(`home.${name}.empty`)}
          listClassName={LIST_CLASS}
          itemClassName={ITEM_CLASS}
          getKey={(item) => item.guid}
          render={render}
        />
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
  const q = useCoursesHomeData();
  return <ListSection name="courses" to={paths.courses()} query={q} items={q.data?.new} skeleton={<CardSkeleton aspect="aspect-[16/10]" />} render={(c) => <CourseCardView course={c} />} />;
}

/** The first HOME_ITEMS news items of the week (news home-data `week`). */
export function WeekNews() {
  const q = useNewsHomeData();
  return <ListSection name="news" tinted to={paths.news()} query={q} items={q.data?.week} skeleton={<CardSkeleton aspect="aspect-[16/10]" />} render={(n) => <NewsCardView item={n} />} />;
}

/** The first HOME_ITEMS work announcements (announcements home-data `work_announcement`). */
export function WorkAnnouncements() {
  const q = useAnnouncementsHomeData();
  return <ListSection name="announcements" last to={paths.announcements()} query={q} items={q.data?.work_announcement} skeleton={<AnnouncementSkeleton />} render={(a) => <AnnouncementCardView item={a} />} />;
}
