import { defineLoader, pageOf } from '@web/app/route-loader';
import { courseCategoryQueryOptions } from '@web/features/courses/api/course-pages';
import { coursesHomeDataQueryOptions } from '@web/features/courses/api/get-courses-home-data';
import { searchParamOf } from '@web/lib/search-param';

/** /courses: categories, top and new courses; with ?q=, the page of courses with those words instead of the grids. */
export const coursesIndexLoader = defineLoader(async ({ queryClient, start }, { request }) => {
  const q = searchParamOf(new URL(request.url).searchParams);
  return start(queryClient.prefetchQuery(coursesHomeDataQueryOptions()), ...(q ? [queryClient.prefetchQuery(courseCategoryQueryOptions('all', pageOf(request), q))] : []));
});
