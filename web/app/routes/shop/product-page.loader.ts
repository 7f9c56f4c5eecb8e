import { defineLoader } from '@web/app/route-loader';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';
import { productQueryOptions } from '@web/features/shop/api/get-product';

/**
 * /online-shop/details/{meta}/: the product, as the reader sees it (404 for an unknown one, 410 for a
 * removed one); on the server, a missing product's category's products for its not-found screen.
 */
export const productLoader = defineLoader(async ({ queryClient, start, startItem, missingItemParam, viewer }, { params }) => {
  const options = productQueryOptions(params.meta ?? '', viewer());
  const result = await startItem(options.queryKey, queryClient.prefetchQuery(options));
  const category = missingItemParam(options.queryKey, 'category');
  if (category) await start(queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(category)));
  return result;
});
