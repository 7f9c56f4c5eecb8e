import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseEdit } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseEditKey } from './get-course-edit';

interface UpdateCourseInput {
  guid: string;
  /** Multipart (with a new thumbnail) or JSON (any subset of courseWriteSchema, e.g. {is_published}). */
  body: FormData | Record<string, unknown>;
}

/** PATCH /api/courses/course/{guid}/ → the course as its editor sees it. */
const updateCourse = ({ guid, body }: UpdateCourseInput) => api.patch<CourseEdit>(`/api/courses/course/${encodeURIComponent(guid)}/`, body);

/** Saves; the editor's copy takes the answer and the lists (admin and public) refresh. */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: (course, { guid }) => queryClient.setQueryData(courseEditKey(guid), course),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['courses'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
    },
  });
}
