import { defineLoader } from '@web/app/route-loader';
import { shopHomeQueryOptions } from '@web/features/shop/api/get-shop-home';
import { seeMoreProductsQueryOptions } from '@web/features/shop/api/see-more-products';
import { SHOP_HOME_GRIDS } from '@web/features/shop/lib/home-grids';
import { parseShownPages } from '@web/lib/see-more-param';

/**
 * /online-shop/: the shop's home, and for each grid the pages 'see more' showed beyond home-data's
 * (the address's ?pages_fast=, ?pages_new=, ?pages_recommended=), so the server renders them all.
 */
export const shopIndexLoader = defineLoader(async ({ queryClient, start }, { request }) => {
  const address = new URL(request.url).searchParams;
  const more = Object.values(SHOP_HOME_GRIDS).flatMap((grid) => {
    const pages = parseShownPages(address.get(grid.pagesParam)) - 1;
    return pages > 0 ? [queryClient.prefetchInfiniteQuery({ ...seeMoreProductsQueryOptions(grid), pages })] : [];
  });
  return start(queryClient.prefetchQuery(shopHomeQueryOptions()), ...more);
});
