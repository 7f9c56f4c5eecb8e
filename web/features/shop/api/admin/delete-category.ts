import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminCategoriesKey } from './list-categories';

/** DELETE /api/shop/dashboard/categories/{guid}/ → 204; 409 shop.category_not_empty while it has products. */
const deleteCategory = (guid: string) => api.delete<void>(`/api/shop/dashboard/categories/${encodeURIComponent(guid)}/`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['shop'] })]),
  });
}
