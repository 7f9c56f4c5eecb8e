import { defineLoader, pageOf } from '@web/app/route-loader';
import { userProductsQueryOptions } from '@web/features/shop/api/get-user-products';

/** /profile/products/?page=: the reader's own products. */
export const userProductsLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(userProductsQueryOptions(pageOf(request)))) : null,
);
