import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsHomeData } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';

/** GET /api/news/home-data/ — categories, the banner item and the week's items (spec §7). */
const getNewsHomeData = (signal?: AbortSignal) => api.get<NewsHomeData>('/api/news/home-data/', signal);

export const newsHomeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'home-data'] as const,
    queryFn: ({ signal }) => getNewsHomeData(signal),
  });

export function useNewsHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...newsHomeDataQueryOptions(), enabled });
}
