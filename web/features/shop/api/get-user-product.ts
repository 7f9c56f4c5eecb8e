import { useQuery } from '@tanstack/react-query';
import type { UserProduct } from '@shared/schemas/shop';
import { apiQueryOptions, ownItemQueryOptions } from '@web/lib/api-query';
import { userProductsKey } from './get-user-products';

/** GET /api/shop/user-products/{guid}/ — one of the seller's own products (403/404 otherwise). */
export const userProductQueryOptions = (guid: string) =>
  apiQueryOptions<UserProduct>([...userProductsKey, 'detail', guid], `/api/shop/user-products/${encodeURIComponent(guid)}/`, ownItemQueryOptions);

export const useUserProduct = (guid: string) => useQuery(userProductQueryOptions(guid));
