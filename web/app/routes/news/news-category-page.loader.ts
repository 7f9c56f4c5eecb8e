import { defineLoader, pageOf } from '@web/app/route-loader';
import { newsCategoryQueryOptions } from '@web/features/news/api/news-pages';

/** /news/categories/details/{meta}?page=: the category and a page of its newest items (404 for an unknown one). */
export const newsCategoryLoader = defineLoader(async ({ queryClient, startItem }, { params, request }) => {
  const options = newsCategoryQueryOptions(params.meta ?? '', pageOf(request));
  return startItem(options.queryKey, queryClient.prefetchQuery(options));
});
