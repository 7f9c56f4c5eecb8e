import { defineLoader, pageOf } from '@web/app/route-loader';
import { myCoursesQueryOptions } from '@web/features/courses/api/get-my-courses';
import { teachingCoursesQueryOptions } from '@web/features/courses/api/get-teaching-courses';

/** /profile/courses/?page=: the reader's own courses, and whether they teach (the page links to their teaching list then). */
export const myCoursesLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(myCoursesQueryOptions(pageOf(request))), queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null,
);
