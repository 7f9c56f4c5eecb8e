import { useQuery } from '@tanstack/react-query';
import type { CoursesHomeData } from '@shared/schemas/courses';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/courses/home-data/ — categories, top and new courses (spec §7). */
export const coursesHomeDataQueryOptions = () => apiQueryOptions<CoursesHomeData>(['courses', 'home-data'], '/api/courses/home-data/');

export function useCoursesHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coursesHomeDataQueryOptions(), enabled });
}
