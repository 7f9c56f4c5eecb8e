import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { adminCategoriesKey } from './list-categories';

/** A category's titles as the admin's form sends them: Uzbek, Russian and English (the last two may be empty). */
export interface CategoryTitles {
  title: string;
  title_ru: string;
  title_en: string;
}

/** POST /api/shop/dashboard/categories/create/ {title, title_ru, title_en} → 201 AdminCategory. */
const createCategory = (titles: CategoryTitles) => api.post<AdminCategory>('/api/shop/dashboard/categories/create/', { ...titles });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // The public category lists (shop menu, product form) read the same data.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoriesKey }), queryClient.invalidateQueries({ queryKey: ['shop'] })]),
  });
}
