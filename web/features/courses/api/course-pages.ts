import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseCategoryPage, CourseDetail, Lesson } from '@shared/schemas/courses';
import { pageQuery } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { withQuery } from '@shared/paths';
import { itemQueryOptions } from '@web/lib/query-client';

/** The public course pages' reads (spec §7 course calls): a category's cards (searched by words), a course, a lesson. */

/**
 * GET /api/courses/category/{meta}/?q=&page= — a page of a category's courses ('all': every course),
 * with `q` only those with the words (did_you_mean: the corrected words when they found nothing as
 * typed); 404 for an unknown category.
 */
export const courseCategoryQueryOptions = (meta: string, page = 1, q = '') =>
  apiQueryOptions<CourseCategoryPage, readonly [string, string, string, number, string]>(
    ['courses', 'category', meta, page, q],
    withQuery(`/api/courses/category/${encodeURIComponent(meta)}/` as const, { q, ...pageQuery(page) }),
    { staleTime: 30_000, ...itemQueryOptions },
  );

/** The page on screen stays while the next one of the same list (category and words) loads. */
export const useCourseCategory = (meta: string, page = 1, q = '') =>
  useQuery({
    ...courseCategoryQueryOptions(meta, page, q),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === meta && previousQuery.queryKey[4] === q ? previous : undefined),
  });

/** GET /api/courses/course/{meta}/ — the course with its lessons in order; 404 courses.not_found. */
export const courseQueryOptions = (meta: string) =>
  apiQueryOptions<CourseDetail>(['courses', 'course', meta], `/api/courses/course/${encodeURIComponent(meta)}/`, { staleTime: 30_000, ...itemQueryOptions });

export const useCourse = (meta: string) => useQuery(courseQueryOptions(meta));

/** GET /api/courses/lesson/{guid}/ — a lesson with its video. */
export const lessonQueryOptions = (guid: string) =>
  apiQueryOptions<Lesson>(['courses', 'lesson', guid], `/api/courses/lesson/${encodeURIComponent(guid)}/`, { staleTime: 60_000, ...itemQueryOptions });

/** The lesson on screen stays while the next one loads (no blank player between lessons). */
export const useLesson = (guid: string | undefined) =>
  useQuery({ ...lessonQueryOptions(guid ?? ''), enabled: !!guid, placeholderData: keepPreviousData });
