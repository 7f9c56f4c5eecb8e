import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLinks } from '@web/components/ui/page-links';
import { useT } from '@web/lib/i18n';
import { CardSkeletonGrid, OwnList } from '../own-list';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

interface CoursePage<T> {
  results: T[];
  next_page: number | null;
}

/** One's own courses (studied or liked): three columns of course cards, 'next page' links, and the courses' error words. */
export function CourseOwnList<T extends { guid: string }>(props: {
  query: Pick<UseQueryResult<CoursePage<T>, unknown>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  page: number;
  setPage(page: number): void;
  renderItem(course: T): ReactNode;
  empty: ReactNode;
  testId: string;
}) {
  const t = useT();
  const { page, setPage } = props;
  return (
    <OwnList
      query={props.query}
      items={(d) => d.results}
      isEmpty={(d) => d.results.length === 0 && page === 1}
      itemKey={(c) => c.guid}
      renderItem={props.renderItem}
      grid={GRID}
      testId={props.testId}
      skeleton={<CardSkeletonGrid grid={GRID} count={3} />}
      error={{ message: t('courses.my.error'), retry: t('courses.my.retry') }}
      empty={props.empty}
      pager={(d) => <PageLinks page={page} nextPage={d.next_page} onPageChange={setPage} />}
    />
  );
}
