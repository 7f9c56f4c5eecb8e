import { defineLoader, pageOf } from '@web/app/route-loader';
import { courseCategoryQueryOptions } from '@web/features/courses/api/course-pages';

/** /courses/categories/details/{meta}?page=: a page of the category's courses ('all': every course); 404 for an unknown one. */
export const courseCategoryLoader = defineLoader(async ({ queryClient, startItem }, { params, request }) => {
  const options = courseCategoryQueryOptions(params.meta ?? '', pageOf(request));
  return startItem(options.queryKey, queryClient.prefetchQuery(options));
});
