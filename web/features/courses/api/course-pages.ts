import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategoryPage, CourseDetail, Lesson } from '@shared/schemas/courses';
import { api, pageQuery } from '@web/lib/api-client';
import { withQuery } from '@shared/paths';
import { itemQueryOptions } from '@web/lib/query-client';

/** The public course pages' reads (spec §7 course calls): a category's cards (searched by words), a course, a lesson. */

/**
 * GET /api/courses/category/{meta}/?q=&page= — a page of a category's courses ('all': every course),
 * with `q` only those with the words (did_you_mean: the corrected words when they found nothing as
 * typed); 404 for an unknown category.
 */
const getCourseCategory = (meta: string, page: number, q: string, signal?: AbortSignal) =>
  api.get<CourseCategoryPage>(withQuery(`/api/courses/category/${encodeURIComponent(meta)}/` as const, { q, ...pageQuery(page) }), signal);

export const courseCategoryQueryOptions = (meta: string, page = 1, q = '') =>
  queryOptions({
    queryKey: ['courses', 'category', meta, page, q] as const,
    queryFn: ({ signal }) => getCourseCategory(meta, page, q, signal),
    staleTime: 30_000,
    ...itemQueryOptions,
  });

/** The page on screen stays while the next one of the same list (category and words) loads. */
export const useCourseCategory = (meta: string, page = 1, q = '') =>
  useQuery({
    ...courseCategoryQueryOptions(meta, page, q),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === meta && previousQuery.queryKey[4] === q ? previous : undefined),
  });

/** GET /api/courses/course/{meta}/ — the course with its lessons in order; 404 courses.not_found. */
const getCourse = (meta: string, signal?: AbortSignal) => api.get<CourseDetail>(`/api/courses/course/${encodeURIComponent(meta)}/`, signal);

export const courseQueryOptions = (meta: string) =>
  queryOptions({
    queryKey: ['courses', 'course', meta] as const,
    queryFn: ({ signal }) => getCourse(meta, signal),
    staleTime: 30_000,
    ...itemQueryOptions,
  });

export const useCourse = (meta: string) => useQuery(courseQueryOptions(meta));

/** GET /api/courses/lesson/{guid}/ — a lesson with its video. */
const getLesson = (guid: string, signal?: AbortSignal) => api.get<Lesson>(`/api/courses/lesson/${encodeURIComponent(guid)}/`, signal);

export const lessonQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['courses', 'lesson', guid] as const,
    queryFn: ({ signal }) => getLesson(guid, signal),
    staleTime: 60_000,
    ...itemQueryOptions,
  });

/** The lesson on screen stays while the next one loads (no blank player between lessons). */
export const useLesson = (guid: string | undefined) =>
  useQuery({ ...lessonQueryOptions(guid ?? ''), enabled: !!guid, placeholderData: keepPreviousData });
