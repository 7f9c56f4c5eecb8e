import { defineLoader } from '@web/app/route-loader';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { teachingCoursesQueryOptions } from '@web/features/courses/api/get-teaching-courses';

/** The profile's frame: the reader, and whether they teach (its menu links to their teaching list then). */
export const profileLayoutLoader = defineLoader(async ({ queryClient, start, signedIn }) =>
  signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions()), queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null,
);
