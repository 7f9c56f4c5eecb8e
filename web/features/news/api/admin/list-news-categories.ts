import type { Paged } from '@shared/schemas/common';
import type { AdminNewsCategory } from '@shared/schemas/news';
import { apiRequest } from '@web/lib/api-client';

export const adminNewsCategoriesKey = ['admin', 'news-categories'] as const;

/** POST /api/news/dashboard/categories/list/ {page_number, page_size, q} → Paged<AdminNewsCategory> (with their item counts). */
const listAdminNewsCategories = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminNewsCategory>>('/api/news/dashboard/categories/list/', { method: 'POST', body: { ...body }, signal });

/** The news categories (/admin/news/categories/), as the page shows them and its route loader starts them. */
export const adminNewsCategoriesList = { queryKey: adminNewsCategoriesKey, fetchPage: listAdminNewsCategories };
