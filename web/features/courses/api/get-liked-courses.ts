import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCard } from '@shared/schemas/courses';
import { api, pageQuery } from '@web/lib/api-client';
import { withQuery } from '@shared/paths';
import { likedCoursesKey } from './course-state';

export interface LikedCoursesPage {
  results: CourseCard[];
  next_page: number | null;
}

/** GET /api/courses/liked/?page= — the courses the caller liked, newest like first. */
const getLikedCourses = (page = 1, signal?: AbortSignal) => api.get<LikedCoursesPage>(withQuery('/api/courses/liked/', pageQuery(page)), signal);

export const likedCoursesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...likedCoursesKey, page] as const,
    queryFn: ({ signal }) => getLikedCourses(page, signal),
    placeholderData: keepPreviousData,
  });

export const useLikedCourses = (page = 1) => useQuery(likedCoursesQueryOptions(page));
