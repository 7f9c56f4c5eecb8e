import type { Paged } from '@shared/schemas/common';
import type { AdminCategory } from '@shared/schemas/shop';
import { apiRequest } from '@web/lib/api-client';
import type { AdminListBody } from '../hooks/use-admin-list';

export const adminCategoriesKey = ['admin', 'categories'] as const;

/** POST /api/shop/dashboard/categories/ {page_number, page_size, q} → Paged<AdminCategory>. */
export const listAdminCategories = (body: AdminListBody, signal?: AbortSignal) =>
  apiRequest<Paged<AdminCategory>>('/api/shop/dashboard/categories/', { method: 'POST', body: { ...body }, signal });
