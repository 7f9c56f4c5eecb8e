import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { adminCategoriesKey } from './list-categories';

/** POST /api/shop/dashboard/categories/create/ {title} → 201 AdminCategory. */
export const createCategory = (title: string) => api.post<AdminCategory>('/api/shop/dashboard/categories/create/', { title });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // The public category lists (shop menu, product form) read the same data.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['shop'] })]),
  });
}
