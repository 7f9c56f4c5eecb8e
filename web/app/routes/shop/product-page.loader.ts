import { defineLoader } from '@web/app/route-loader';
import { productQueryOptions } from '@web/features/shop/api/get-product';
import { sellerQueryOptions } from '@web/features/sellers/api/get-seller';

/** /online-shop/details/{meta}/: the product, as the reader sees it (404 for an unknown one), then its seller's facts (the seller card). */
export const productLoader = defineLoader(async ({ queryClient, startItem, viewer }, { params }) => {
  const options = productQueryOptions(params.meta ?? '', viewer());
  const withSeller = queryClient.prefetchQuery(options).then(() => {
    const page = queryClient.getQueryData(options.queryKey);
    return page ? queryClient.prefetchQuery(sellerQueryOptions(page.product.user.guid)) : undefined;
  });
  return startItem(options.queryKey, withSeller);
});
