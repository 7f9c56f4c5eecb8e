import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCourse } from '@shared/schemas/courses';
import { api, pageQuery } from '@web/lib/api-client';
import { withQuery } from '@shared/paths';
import { myCoursesKey } from './course-state';

export interface MyCoursesPage {
  results: MyCourse[];
  next_page: number | null;
}

/** GET /api/courses/my/?page= — the caller's courses, last studied first, each with its progress. */
const getMyCourses = (page = 1, signal?: AbortSignal) => api.get<MyCoursesPage>(withQuery('/api/courses/my/', pageQuery(page)), signal);

export const myCoursesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...myCoursesKey, page] as const,
    queryFn: ({ signal }) => getMyCourses(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyCourses = (page = 1) => useQuery(myCoursesQueryOptions(page));
