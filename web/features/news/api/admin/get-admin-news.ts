import { queryOptions } from '@tanstack/react-query';
import type { AdminNews } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminNewsKey } from './list-admin-news';

/** GET /api/news/dashboard/news/{guid}/ → AdminNews, whatever its publishing date (the edit form); 404 news.not_found. */
const getAdminNews = (guid: string, signal?: AbortSignal) => api.get<AdminNews>(`/api/news/dashboard/news/${encodeURIComponent(guid)}/`, signal);

export const adminNewsQueryOptions = (guid: string) =>
  queryOptions({ queryKey: [...adminNewsKey, 'detail', guid], queryFn: ({ signal }) => getAdminNews(guid, signal), retry: false, staleTime: 0 });
