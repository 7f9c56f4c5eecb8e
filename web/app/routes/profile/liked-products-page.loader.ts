import { defineLoader, pageOf } from '@web/app/route-loader';
import { likedProductsQueryOptions } from '@web/features/shop/api/get-liked-products';

/** /profile/liked-products/?page=: the products the reader liked. */
export const likedProductsLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(likedProductsQueryOptions(pageOf(request)))) : null,
);
