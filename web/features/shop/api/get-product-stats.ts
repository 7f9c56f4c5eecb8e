import { useQuery } from '@tanstack/react-query';
import { withQuery } from '@shared/paths';
import type { ProductStats } from '@shared/schemas/sellers';
import { pagedQueryOptions } from '@web/lib/api-query';
import { userProductsKey } from './get-user-products';

/**
 * GET /api/shop/user-products/stats/?days=30|90&product={guid} → the signed-in seller's views, saves,
 * chats started and phone reveals per day (every day of the period), their totals and each product's
 * (issue 40). Under the seller's products key: a product's change or removal refreshes it too.
 */
const productStatsQueryOptions = (days: number, product?: string) =>
  pagedQueryOptions<ProductStats>([...userProductsKey, 'stats', { days, product: product ?? null }], withQuery('/api/shop/user-products/stats/', { days, product }), { staleTime: 60_000 });

export const useProductStats = (days: number, product?: string) => useQuery(productStatsQueryOptions(days, product));
