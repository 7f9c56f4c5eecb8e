import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminNewsKey } from './list-admin-news';

/** DELETE /api/news/dashboard/news/{guid}/ → 204 (the item and its image). */
const deleteNews = (guid: string) => api.delete<void>(`/api/news/dashboard/news/${encodeURIComponent(guid)}/`);

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
