import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/common';
import type { AdminNewsCategory } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminNewsCategoriesKey } from './list-news-categories';

/** PATCH /api/news/dashboard/categories/{guid}/ {title, title_ru, title_en} → AdminNewsCategory (its meta, and so its address, stays). */
const renameNewsCategory = ({ guid, ...body }: CategoryBody & { guid: string }) =>
  api.patch<AdminNewsCategory>(`/api/news/dashboard/categories/${encodeURIComponent(guid)}/`, { ...body });

export function useRenameNewsCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameNewsCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
