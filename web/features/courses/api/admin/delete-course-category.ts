import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminCourseCategoriesKey } from './list-course-categories';

/** DELETE /api/courses/dashboard/categories/{guid}/ → 204; 409 courses.category_not_empty while a course uses it. */
const deleteCourseCategory = (guid: string) => api.delete<void>(`/api/courses/dashboard/categories/${encodeURIComponent(guid)}/`);

export function useDeleteCourseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCourseCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['courses'] })]),
  });
}
