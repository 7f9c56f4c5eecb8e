import { defineLoader } from '@web/app/route-loader';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';
import { parseShownPages, SEE_MORE_PARAM } from '@web/lib/see-more-param';

/**
 * /online-shop/categories/{category}/: the category's products (404 for an unknown one), as many pages
 * as the address's ?pages= says were shown ('see more'), and the categories.
 */
export const categoryLoader = defineLoader(async ({ queryClient, startItem }, { params, request }) => {
  const options = categoryProductsQueryOptions(params.category ?? '');
  const pages = parseShownPages(new URL(request.url).searchParams.get(SEE_MORE_PARAM));
  return startItem(options.queryKey, queryClient.prefetchInfiniteQuery({ ...options, pages }), queryClient.prefetchQuery(categoriesQueryOptions()));
});
