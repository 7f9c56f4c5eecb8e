import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

export const CATEGORY_PAGE_SIZE = 12;

const categoryProductsQueryKey = (meta: string) => ['shop', 'category', meta] as const;

/** GET /api/shop/category/{meta}?page=&page_size= — one page of a category's products; 404 shop.category_not_found. */
const getCategoryProducts = (meta: string, page: number, pageSize = CATEGORY_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<ProductCard[]>(`/api/shop/category/${encodeURIComponent(meta)}?page=${page}&page_size=${pageSize}`, signal);

/**
 * The answer is a bare array (spec §7), with no page count: a page shorter than the page size is the
 * last one. Pages accumulate ("see more"), so going back to the category keeps what was loaded.
 */
export const categoryProductsQueryOptions = (meta: string) =>
  infiniteQueryOptions({
    queryKey: categoryProductsQueryKey(meta),
    queryFn: ({ pageParam, signal }) => getCategoryProducts(meta, pageParam, CATEGORY_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.length < CATEGORY_PAGE_SIZE ? undefined : lastPage + 1),
    // An unknown category is a 404: asking again will not change that.
    ...itemQueryOptions,
  });

export const useCategoryProducts = (meta: string) => useInfiniteQuery(categoryProductsQueryOptions(meta));
