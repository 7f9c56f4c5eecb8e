import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withQuery } from '@shared/paths';
import { api, pageQuery } from '@web/lib/api-client';

/** A page of one of the caller's course lists. */
export interface CourseListPage<T> {
  results: T[];
  next_page: number | null;
}

/** GET `path`?page= — a page of one of the caller's course lists, kept under `key` + the page; the page on screen stays while the next loads. */
export const courseListPageQueryOptions = <T, K extends readonly string[]>(key: K, path: '/api/courses/liked/' | '/api/courses/my/', page: number) =>
  queryOptions({
    queryKey: [...key, page] as const,
    queryFn: ({ signal }) => api.get<CourseListPage<T>>(withQuery(path, pageQuery(page)), signal),
    placeholderData: keepPreviousData,
  });
