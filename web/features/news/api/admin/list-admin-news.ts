import type { Paged } from '@shared/schemas/common';
import type { AdminNews } from '@shared/schemas/news';
import { apiRequest } from '@web/lib/api-client';

export const adminNewsKey = ['admin', 'news'] as const;

/** POST /api/news/dashboard/news/list/ → Paged<AdminNews>: every item (scheduled ones too), newest first, searched by q. */
const listAdminNews = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminNews>>('/api/news/dashboard/news/list/', { method: 'POST', body: { ...body }, signal });

/** Every news item (/admin/news/), as the page shows them and its route loader starts them. */
export const adminNewsList = { queryKey: adminNewsKey, fetchPage: listAdminNews };
