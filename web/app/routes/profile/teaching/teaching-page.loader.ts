import { defineLoader } from '@web/app/route-loader';
import { teachingCoursesQueryOptions } from '@web/features/courses/api/get-teaching-courses';

/** /profile/teaching/: the courses the reader teaches. */
export const teachingLoader = defineLoader(async ({ queryClient, start, signedIn }) => (signedIn() ? start(queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null));
