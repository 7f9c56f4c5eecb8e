import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/common';
import type { AdminNewsCategory } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminNewsCategoriesKey } from './list-news-categories';

/** POST /api/news/dashboard/categories/ {title, title_ru, title_en} → 201 AdminNewsCategory (last in the menu). */
const createNewsCategory = (body: CategoryBody) => api.post<AdminNewsCategory>('/api/news/dashboard/categories/', { ...body });

export function useCreateNewsCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
