import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseEdit } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

/** POST /api/courses/course/ (multipart: courseWriteSchema fields + thumbnail image) → the new course as its editor sees it. */
const createCourse = (body: FormData) => api.post<CourseEdit>('/api/courses/course/', body);

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    // Every course list (public and admin) may now hold it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['courses'], refetchType: 'none' }),
  });
}
