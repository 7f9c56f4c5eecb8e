import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/courses/course/{guid}/ → 204. */
const deleteCourse = (guid: string) => api.delete<void>(`/api/courses/course/${encodeURIComponent(guid)}/`);

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['courses'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
    },
  });
}
