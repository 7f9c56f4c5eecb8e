import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { announcementQueryOptions } from '@web/features/announcements/api/get-announcement';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { coursesHomeDataQueryOptions } from '@web/features/courses/api/get-courses-home-data';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';
import { likedProductsQueryOptions } from '@web/features/shop/api/get-liked-products';
import { productQueryOptions } from '@web/features/shop/api/get-product';
import { shopHomeQueryOptions } from '@web/features/shop/api/get-shop-home';
import { userProductsQueryOptions } from '@web/features/shop/api/get-user-products';
import { searchProductsQueryOptions } from '@web/features/shop/api/search-products';
import { filtersToQuery, parseFilters } from '@web/features/shop/filters';
import { siteQueryOptions } from '@web/features/site';
import { tokenStore } from '@web/lib/api-client';
import { parsePageParam } from '@web/lib/pagination';

/**
 * Route loaders: each starts its page's data with the same query options the page's hooks use, in
 * parallel with the page's lazy code, so a page never waits for its code, nor for the profile, before
 * asking for its own data. They never throw: a failed request (a missing product, a signed-out visitor
 * on a profile page) is the page's to show, from the same cache entry. (A server render, later, awaits
 * the same prefetches before rendering.)
 */
type Loader = (args: LoaderFunctionArgs) => Promise<null>;
/**
 * Starts the requests and returns at once: the navigation does not wait for the data (the page shows
 * its skeleton, then the answer from the same cache entry), only the requests start earlier — with
 * the page's code instead of after it. Prefetches never reject.
 */
const start = (...prefetches: Promise<void>[]) => {
  void Promise.all(prefetches);
  return Promise.resolve(null);
};
const pageOf = (request: Request) => parsePageParam(new URL(request.url).searchParams.get('page'));

export function createLoaders(queryClient: QueryClient) {
  const loaders = {
    /** The root route (the layout around every page): the site-wide settings its footer shows. */
    root: async () => start(queryClient.prefetchQuery(siteQueryOptions())),
    home: async () =>
      start(
        queryClient.prefetchQuery(newsHomeDataQueryOptions()),
        queryClient.prefetchQuery(coursesHomeDataQueryOptions()),
        queryClient.prefetchQuery(announcementsHomeDataQueryOptions()),
      ),
    shopIndex: async () => start(queryClient.prefetchQuery(shopHomeQueryOptions())),
    products: async ({ request }) =>
      start(
        queryClient.prefetchQuery(categoriesQueryOptions()),
        queryClient.prefetchQuery(searchProductsQueryOptions(filtersToQuery(parseFilters(new URL(request.url).searchParams)))),
      ),
    category: async ({ params }) =>
      start(queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(params.category ?? '')), queryClient.prefetchQuery(categoriesQueryOptions())),
    product: async ({ params }) => start(queryClient.prefetchQuery(productQueryOptions(params.meta ?? '', tokenStore.viewer))),
    service: async ({ params }) => start(queryClient.prefetchQuery(announcementQueryOptions(params.meta ?? ''))),
    likedProducts: async ({ request }) => (tokenStore.access ? start(queryClient.prefetchQuery(likedProductsQueryOptions(pageOf(request)))) : null),
    userProducts: async ({ request }) => (tokenStore.access ? start(queryClient.prefetchQuery(userProductsQueryOptions(pageOf(request)))) : null),
  } satisfies Record<string, Loader>;
  return loaders;
}
