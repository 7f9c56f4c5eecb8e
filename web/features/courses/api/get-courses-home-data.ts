import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesHomeData } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

/** GET /api/courses/home-data/ — categories, top and new courses (spec §7). */
const getCoursesHomeData = (signal?: AbortSignal) => api.get<CoursesHomeData>('/api/courses/home-data/', signal);

export const coursesHomeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'home-data'] as const,
    queryFn: ({ signal }) => getCoursesHomeData(signal),
  });

export function useCoursesHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coursesHomeDataQueryOptions(), enabled });
}
