import { defineLoader } from '@web/app/route-loader';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';
import { productQueryOptions } from '@web/features/shop/api/get-product';
import { sellerQueryOptions } from '@web/features/sellers/api/get-seller';

/**
 * /online-shop/details/{meta}/: the product, as the reader sees it (404 for an unknown one, 410 for a
 * removed one), then its seller's facts (the seller card); on the server, a missing product's
 * category's products for its not-found screen.
 */
export const productLoader = defineLoader(async ({ queryClient, start, startItem, missingItemParam, viewer }, { params }) => {
  const options = productQueryOptions(params.meta ?? '', viewer());
  const withSeller = queryClient.prefetchQuery(options).then(() => {
    const page = queryClient.getQueryData(options.queryKey);
    return page ? queryClient.prefetchQuery(sellerQueryOptions(page.product.user.guid)) : undefined;
  });
  const result = await startItem(options.queryKey, withSeller);
  const category = missingItemParam(options.queryKey, 'category');
  if (category) await start(queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(category)));
  return result;
});
