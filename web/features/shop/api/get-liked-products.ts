import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common';
import type { ProductCard } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';

const LIKED_PAGE_SIZE = 12;
export const likedProductsKey = ['liked-products'] as const;

/** GET /api/shop/liked-products/?page=&page_size= — the products the user saved. */
const getLikedProducts = (page: number, pageSize = LIKED_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Paged<ProductCard>>(`/api/shop/liked-products/?page=${page}&page_size=${pageSize}`, signal);

export const likedProductsQueryOptions = (page: number, pageSize = LIKED_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...likedProductsKey, { page, pageSize }] as const,
    queryFn: ({ signal }) => getLikedProducts(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useLikedProducts = (page: number) => useQuery(likedProductsQueryOptions(page));
