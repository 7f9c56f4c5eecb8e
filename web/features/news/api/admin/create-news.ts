import type { AdminNews } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { adminNewsKey } from './list-admin-news';

/** POST /api/news/dashboard/news/ (multipart: title, category, description, short_description, published_at, an optional `image`) → 201 AdminNews. */
const createNews = (body: FormData) => api.post<AdminNews>('/api/news/dashboard/news/', body);

export const useCreateNews = () => useApiMutation({ request: createNews, invalidates: [adminNewsKey, ['news']] });
