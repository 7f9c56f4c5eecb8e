import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminNewsCategoriesKey } from './list-news-categories';

/** DELETE /api/news/dashboard/categories/{guid}/ → 204; 409 news.category_not_empty while items use it. */
const deleteNewsCategory = (guid: string) => api.delete<void>(`/api/news/dashboard/categories/${encodeURIComponent(guid)}/`);

export function useDeleteNewsCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
