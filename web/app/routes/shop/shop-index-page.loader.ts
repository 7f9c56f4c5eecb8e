import { defineLoader } from '@web/app/route-loader';
import { shopHomeQueryOptions } from '@web/features/shop/api/get-shop-home';

/** /online-shop/: the shop's home. */
export const shopIndexLoader = defineLoader(async ({ queryClient, start }) => start(queryClient.prefetchQuery(shopHomeQueryOptions())));
