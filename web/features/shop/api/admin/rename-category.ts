import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { adminCategoriesKey } from './list-categories';
import type { CategoryTitles } from './create-category';

/** PATCH /api/shop/dashboard/categories/{guid}/ {title, title_ru, title_en} → AdminCategory. */
const renameCategory = ({ guid, ...titles }: CategoryTitles & { guid: string }) =>
  api.patch<AdminCategory>(`/api/shop/dashboard/categories/${encodeURIComponent(guid)}/`, { ...titles });

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['shop'] })]),
  });
}
