import { defineLoader } from '@web/app/route-loader';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { searchProductsQueryOptions } from '@web/features/shop/api/search-products';
import { filtersToQuery, parseFilters } from '@web/features/shop/filters';

/** /online-shop/categories/?…: the categories and the products of the address's filters. */
export const productsLoader = defineLoader(async ({ queryClient, start }, { request }) =>
  start(
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(searchProductsQueryOptions(filtersToQuery(parseFilters(new URL(request.url).searchParams)))),
  ),
);
