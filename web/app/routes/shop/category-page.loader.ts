import { defineLoader } from '@web/app/route-loader';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';

/** /online-shop/categories/{category}/: the category's products (404 for an unknown one) and the categories. */
export const categoryLoader = defineLoader(async ({ queryClient, startItem }, { params }) => {
  const options = categoryProductsQueryOptions(params.category ?? '');
  return startItem(options.queryKey, queryClient.prefetchInfiniteQuery(options), queryClient.prefetchQuery(categoriesQueryOptions()));
});
