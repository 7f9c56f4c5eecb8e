import { useQuery } from '@tanstack/react-query';
import type { NewsHomeData } from '@shared/schemas/news';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/news/home-data/ — categories, the banner item and the week's items (spec §7). */
export const newsHomeDataQueryOptions = () => apiQueryOptions<NewsHomeData>(['news', 'home-data'], '/api/news/home-data/');

export function useNewsHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...newsHomeDataQueryOptions(), enabled });
}
