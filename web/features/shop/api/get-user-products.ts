import { useQuery } from '@tanstack/react-query';
import { USER_PRODUCTS_PAGE_SIZE } from '@shared/constants';
import type { Paged } from '@shared/schemas/common';
import type { UserProduct } from '@shared/schemas/shop';
import { pagedQueryOptions } from '@web/lib/api-query';

/** Every seller-products query starts with this key, so one invalidation refreshes list and details. */
export const userProductsKey = ['seller-products'] as const;

/** GET /api/shop/user-products/?page=&number= — the signed-in seller's own products (page 1, 10 per page by default). */
export const userProductsQueryOptions = (page: number, number = USER_PRODUCTS_PAGE_SIZE) =>
  pagedQueryOptions<Paged<UserProduct>>([...userProductsKey, 'list', { page, number }], `/api/shop/user-products/?page=${page}&number=${number}`);

export const useUserProducts = (page: number, number = USER_PRODUCTS_PAGE_SIZE) => useQuery(userProductsQueryOptions(page, number));
