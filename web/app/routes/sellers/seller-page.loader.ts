import { defineLoader, pageOf } from '@web/app/route-loader';
import { sellerProductsQueryOptions } from '@web/features/sellers/api/get-seller-products';
import { sellerQueryOptions } from '@web/features/sellers/api/get-seller';

/** /sellers/{guid}/?page=: the seller's facts (404 for an unknown or blocked one) and a page of their live products. */
export const sellerLoader = defineLoader(async ({ queryClient, startItem }, { params, request }) => {
  const guid = params.guid ?? '';
  const options = sellerQueryOptions(guid);
  return startItem(options.queryKey, queryClient.prefetchQuery(options), queryClient.prefetchQuery(sellerProductsQueryOptions(guid, pageOf(request))));
});
