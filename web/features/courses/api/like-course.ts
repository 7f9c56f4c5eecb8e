import type { CourseViewerState } from '@shared/schemas/courses';
import { toggleRequest, useApiMutation } from '@web/lib/api-query';
import { courseStateKeyRoot, likedCoursesKey } from './course-state';

interface CourseLikeAnswer {
  liked: boolean;
  likes_count: number;
}

/** POST (like) or DELETE (unlike) /api/courses/course/{guid}/like/ → {liked, likes_count}. */
const likeCourse = (guid: string, like: boolean) => toggleRequest<CourseLikeAnswer>(`/api/courses/course/${encodeURIComponent(guid)}/like/`, like);

/**
 * Like or unlike a course, from its page or the profile's liked list. The server's answer is written
 * into the cached state of that course (`meta`, when known) and the liked list is refreshed before
 * the mutation settles.
 */
export const useLikeCourse = (guid: string, meta?: string) =>
  useApiMutation({
    request: (like: boolean) => likeCourse(guid, like),
    onSuccess: (answer, _, queryClient) => {
      if (meta) queryClient.setQueriesData<CourseViewerState>({ queryKey: [...courseStateKeyRoot, meta] }, (old) => (old ? { ...old, ...answer } : old));
    },
    invalidates: [likedCoursesKey],
  });
