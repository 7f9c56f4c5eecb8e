import { defineLoader, pageOf } from '@web/app/route-loader';
import { likedCoursesQueryOptions } from '@web/features/courses/api/get-liked-courses';

/** /profile/liked-courses/?page=: the courses the reader liked. */
export const likedCoursesLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(likedCoursesQueryOptions(pageOf(request)))) : null,
);
