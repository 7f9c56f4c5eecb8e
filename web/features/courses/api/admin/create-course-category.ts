import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/common';
import type { AdminCourseCategory } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { adminCourseCategoriesKey } from './list-course-categories';

/** POST /api/courses/dashboard/categories/ {title, title_ru, title_en} → 201 AdminCourseCategory (last in the list). */
const createCourseCategory = (body: CategoryBody) => api.post<AdminCourseCategory>('/api/courses/dashboard/categories/', { ...body });

export function useCreateCourseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourseCategory,
    // The public pages (the /courses chips, the course editor's choice) read the same categories.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCourseCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['courses'] })]),
  });
}
