import { useParams } from 'react-router';
import { largestImageUrl } from '@shared/media';
import { withQuery } from '@shared/paths';
import { GraduationCapIcon } from '@web/components/ui/icons';
import { CategoryListing, CategoryListingSkeleton } from '@web/components/ui/category-listing';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import type { CourseCategoryPage } from '@shared/schemas/courses';
import { useCourseCategory } from '@web/features/courses/api/course-pages';
import { COURSE_GRID, CourseGrid } from '@web/features/courses/components/course-card';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { usePageParam } from '@web/lib/use-page-param';

/**
 * /courses/categories/details/{meta} (spec §2 Courses): the category's course cards in 4 columns
 * (2 on tablets, 1 on phones), page by page; 'all' lists every course. An unknown category shows its
 * not-found screen (404).
 */
export function Component() {
  const { meta = '' } = useParams();
  const [page] = usePageParam();
  const q = useCourseCategory(meta, page);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<CategoryNotFound />} errorTitle={t('courses.title')} skeleton={<CategorySkeleton />}>
      {(data) => <CategoryView meta={meta} page={data} number={page} />}
    </ItemPage>
  );
}

function CategoryView({ meta, page, number }: { meta: string; page: CourseCategoryPage; number: number }) {
  const t = useT();
  const localTitle = useLocalTitle();
  const title = page.category ? localTitle(page.category) : t('courses.index.allCategories');
  const here = page.category?.meta ?? meta;
  usePageHead({
    // The section in the title too: a news category may have the same name.
    title: t('courses.category.metaTitle', { title }),
    description: t('courses.category.description', { title }),
    canonical: paths.courseCategory(here),
    page: number,
    image: largestImageUrl(page.results[0]?.thumbnail),
  });
  return (
    <CategoryListing
      banner={{ back: { to: paths.courses(), label: t('courses.title') }, eyebrow: t('courses.category.eyebrow'), testId: 'course-category-banner' }}
      title={title}
      headingId="course-category-title"
      grid={page.results.length ? <CourseGrid courses={page.results} testId="course-category-grid" priorityCount={1} /> : null}
      empty={t('courses.category.empty')}
      page={number}
      nextPage={page.next_page}
      href={(n) => withQuery(paths.courseCategory(here), { page: n > 1 ? n : undefined })}
    />
  );
}

function CategoryNotFound() {
  const t = useT();
  return <ItemNotFound title={t('courses.category.notFound')} hint={t('courses.category.notFoundHint')} icon={<GraduationCapIcon size={34} />} palette="indigo" back={{ to: paths.courses(), label: t('courses.category.back') }} />;
}

function CategorySkeleton() {
  const t = useT();
  return <CategoryListingSkeleton label={t('common.loading')} gridClassName={COURSE_GRID} cardClassName="h-80" />;
}
