import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { ProductCard } from '@shared/schemas/shop';
import { pagedQueryOptions } from '@web/lib/api-query';

const LIKED_PAGE_SIZE = 12;
export const likedProductsKey = ['liked-products'] as const;

/** GET /api/shop/liked-products/?page=&page_size= — the products the user saved. */
export const likedProductsQueryOptions = (page: number, pageSize = LIKED_PAGE_SIZE) =>
  pagedQueryOptions<Paged<ProductCard>>([...likedProductsKey, { page, pageSize }], `/api/shop/liked-products/?page=${page}&page_size=${pageSize}`);

export const useLikedProducts = (page: number) => useQuery(likedProductsQueryOptions(page));
