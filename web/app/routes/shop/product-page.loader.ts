import { defineLoader } from '@web/app/route-loader';
import { productQueryOptions } from '@web/features/shop/api/get-product';

/** /online-shop/details/{meta}/: the product, as the reader sees it (404 for an unknown one). */
export const productLoader = defineLoader(async ({ queryClient, startItem, viewer }, { params }) => {
  const options = productQueryOptions(params.meta ?? '', viewer());
  return startItem(options.queryKey, queryClient.prefetchQuery(options));
});
