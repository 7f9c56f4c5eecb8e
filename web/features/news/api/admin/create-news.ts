import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNews } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminNewsKey } from './list-admin-news';

/** POST /api/news/dashboard/news/ (multipart: title, category, description, short_description, published_at, an optional `image`) → 201 AdminNews. */
const createNews = (body: FormData) => api.post<AdminNews>('/api/news/dashboard/news/', body);

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminNewsKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
