import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNews } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminNewsKey } from './list-admin-news';

/** PATCH /api/news/dashboard/news/{guid}/ (multipart: the fields sent; a new `image` replaces the old one) → AdminNews. */
const updateNews = ({ guid, body }: { guid: string; body: FormData }) => api.patch<AdminNews>(`/api/news/dashboard/news/${encodeURIComponent(guid)}/`, body);

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: (item) => {
      queryClient.setQueryData([...adminNewsKey, 'detail', item.guid], item);
      return Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]);
    },
  });
}
