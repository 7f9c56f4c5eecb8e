import type { Paged } from '@shared/schemas/common';
import type { AdminProduct } from '@shared/schemas/shop';
import { apiRequest } from '@web/lib/api-client';

export const adminProductsKey = ['admin', 'products'] as const;

/**
 * POST /api/shop/dashboard/products/ → Paged<AdminProduct>. `verify: true` only on the verify list
 * (products awaiting review), as spec §4 says; the products list sends no flag.
 */
const listAdminProducts = (body: { page_number: number; page_size: number; q: string; verify?: boolean }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminProduct>>('/api/shop/dashboard/products/', { method: 'POST', body: { ...body }, signal });

/** Every product (/admin/onlineshop/products/), as the page shows it and its route loader starts it. */
export const adminProductsList = {
  queryKey: [...adminProductsKey, 'all'],
  fetchPage: (body: { page_number: number; page_size: number; q: string }, signal: AbortSignal) => listAdminProducts(body, signal),
};

/** The products awaiting review (/admin/onlineshop/verify/). */
export const verifyProductsList = {
  queryKey: [...adminProductsKey, 'verify'],
  fetchPage: (body: { page_number: number; page_size: number; q: string }, signal: AbortSignal) => listAdminProducts({ ...body, verify: true }, signal),
};
