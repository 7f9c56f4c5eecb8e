import type { AdminNews } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { adminNewsKey } from './list-admin-news';

/** PATCH /api/news/dashboard/news/{guid}/ (multipart: the fields sent; a new `image` replaces the old one) → AdminNews. */
const updateNews = ({ guid, body }: { guid: string; body: FormData }) => api.patch<AdminNews>(`/api/news/dashboard/news/${encodeURIComponent(guid)}/`, body);

export const useUpdateNews = () =>
  useApiMutation({
    request: updateNews,
    onSuccess: (item, _, queryClient) => queryClient.setQueryData([...adminNewsKey, 'detail', item.guid], item),
    invalidates: [adminNewsKey, ['news']],
  });
