import { defineLoader } from '@web/app/route-loader';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { coursesHomeDataQueryOptions } from '@web/features/courses/api/get-courses-home-data';
import { teachingCoursesQueryOptions } from '@web/features/courses/api/get-teaching-courses';

/**
 * The course editor (/admin/courses/courses/create|edit/, /profile/teaching/create|edit/: the teacher's
 * ../profile/teaching/teaching-editor-page.tsx uses it too): the categories of its select and the
 * course being edited; a teacher's new course, their list (the page checks they teach).
 */
export const courseEditorLoader = defineLoader(async ({ queryClient, start, signedIn }, { params, request }) => {
  if (!signedIn()) return null;
  const own = new URL(request.url).pathname.startsWith('/profile/');
  const edited = params.guid ? [queryClient.prefetchQuery(courseEditQueryOptions(params.guid))] : own ? [queryClient.prefetchQuery(teachingCoursesQueryOptions())] : [];
  return start(queryClient.prefetchQuery(coursesHomeDataQueryOptions()), ...edited);
});
