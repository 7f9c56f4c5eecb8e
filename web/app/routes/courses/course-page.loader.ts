import { defineLoader } from '@web/app/route-loader';
import { courseQueryOptions, lessonQueryOptions } from '@web/features/courses/api/course-pages';
import { courseStateQueryOptions } from '@web/features/courses/api/course-state';
import { selectedLesson } from '@web/features/courses/lib/lessons';

/**
 * /courses/details/{meta}?lesson=: the course, then the selected lesson's video (the first by order
 * when the address names none), so the server's page comes with its player.
 */
export const courseLoader = defineLoader(async ({ queryClient, startItem, signedIn, viewer }, { params, request }) => {
  const options = courseQueryOptions(params.meta ?? '');
  const requested = new URL(request.url).searchParams.get('lesson');
  const withLesson = queryClient.prefetchQuery(options).then(async () => {
    const lesson = selectedLesson(queryClient.getQueryData(options.queryKey)?.lessons ?? [], requested);
    if (lesson) await queryClient.prefetchQuery(lessonQueryOptions(lesson.guid));
  });
  // The signed-in reader's own state (enrolled, progress, liked) starts with it, in the browser only.
  const own = signedIn() ? [queryClient.prefetchQuery(courseStateQueryOptions(params.meta ?? '', viewer()))] : [];
  return startItem(options.queryKey, withLesson, ...own);
});
