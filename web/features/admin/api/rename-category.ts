import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { adminCategoriesKey } from './list-categories';

/** PATCH /api/shop/dashboard/categories/{guid}/ {title} → AdminCategory. */
export const renameCategory = ({ guid, title }: { guid: string; title: string }) =>
  api.patch<AdminCategory>(`/api/shop/dashboard/categories/${encodeURIComponent(guid)}/`, { title });

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['shop'] })]),
  });
}
