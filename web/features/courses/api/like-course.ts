import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseViewerState } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseStateKeyRoot, likedCoursesKey } from './course-state';

interface CourseLikeAnswer {
  liked: boolean;
  likes_count: number;
}

/** POST (like) or DELETE (unlike) /api/courses/course/{guid}/like/ → {liked, likes_count}. */
const likeCourse = (guid: string, like: boolean) => {
  const path = `/api/courses/course/${encodeURIComponent(guid)}/like/` as const;
  return like ? api.post<CourseLikeAnswer>(path) : api.delete<CourseLikeAnswer>(path);
};

/**
 * Like or unlike a course, from its page or the profile's liked list. The server's answer is written
 * into the cached state of that course (`meta`, when known) and the liked list is refreshed before
 * the mutation settles.
 */
export function useLikeCourse(guid: string, meta?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likeCourse(guid, like),
    onSuccess: (answer) => {
      if (meta) queryClient.setQueriesData<CourseViewerState>({ queryKey: [...courseStateKeyRoot, meta] }, (old) => (old ? { ...old, ...answer } : old));
      return queryClient.invalidateQueries({ queryKey: likedCoursesKey });
    },
  });
}
