import type { Paged } from '@shared/schemas/common';
import type { AdminCategory } from '@shared/schemas/shop';
import { apiRequest } from '@web/lib/api-client';

export const adminCategoriesKey = ['admin', 'categories'] as const;

/** POST /api/shop/dashboard/categories/ {page_number, page_size, q} → Paged<AdminCategory>. */
const listAdminCategories = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminCategory>>('/api/shop/dashboard/categories/', { method: 'POST', body: { ...body }, signal });

/** The shop's categories (/admin/onlineshop/categories/), as the page shows them and its route loader starts them. */
export const adminCategoriesList = { queryKey: adminCategoriesKey, fetchPage: listAdminCategories };
