import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PRODUCTS_PAGE_SIZE } from '@shared/constants';
import type { Paged } from '@shared/schemas/common';
import type { UserProduct } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

/** Every seller-products query starts with this key, so one invalidation refreshes list and details. */
export const userProductsKey = ['seller-products'] as const;

/** GET /api/shop/user-products/?page=&number= — the signed-in seller's own products (page 1, 10 per page by default). */
const getUserProducts = (page = 1, number = USER_PRODUCTS_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Paged<UserProduct>>(`/api/shop/user-products/?page=${page}&number=${number}`, signal);

export const userProductsQueryOptions = (page: number, number = USER_PRODUCTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...userProductsKey, 'list', { page, number }] as const,
    queryFn: ({ signal }) => getUserProducts(page, number, signal),
    // Paging keeps the current rows on screen until the next page arrives (no flash of a spinner).
    placeholderData: keepPreviousData,
  });

export const useUserProducts = (page: number, number = USER_PRODUCTS_PAGE_SIZE) => useQuery(userProductsQueryOptions(page, number));
