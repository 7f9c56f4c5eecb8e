import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/common';
import type { AdminCourseCategory } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { adminCourseCategoriesKey } from './list-course-categories';

/** PATCH /api/courses/dashboard/categories/{guid}/ {title, title_ru, title_en} → AdminCourseCategory (its meta, and so its address, stays). */
const renameCourseCategory = ({ guid, ...body }: CategoryBody & { guid: string }) =>
  api.patch<AdminCourseCategory>(`/api/courses/dashboard/categories/${encodeURIComponent(guid)}/`, { ...body });

export function useRenameCourseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCourseCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCourseCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['courses'] })]),
  });
}
