import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsItem } from '@shared/schemas/news';
import { api, pageQuery } from '@web/lib/api-client';
import { withQuery } from '@shared/paths';
import { itemQueryOptions } from '@web/lib/query-client';

/** The news pages' reads (spec §7 news calls, and the most-read list beyond them). */

/**
 * GET /api/news/details/{meta}/ — one article with its body; 404 when there is none. The page reads it
 * as written and puts it in the reader's script itself (inScript), as every page of people's text
 * does; the API's ?script=cyrl is for other clients.
 */
const getNewsItem = (meta: string, signal?: AbortSignal) => api.get<NewsItem>(`/api/news/details/${encodeURIComponent(meta)}/`, signal);

export const newsItemQueryOptions = (meta: string) =>
  queryOptions({
    queryKey: ['news', 'details', meta] as const,
    queryFn: ({ signal }) => getNewsItem(meta, signal),
    staleTime: 30_000,
    // A 404 (news.not_found) is an answer.
    ...itemQueryOptions,
  });

export const useNewsItem = (meta: string) => useQuery(newsItemQueryOptions(meta));

export interface NewsCategoryPage {
  category: NewsCategory;
  results: NewsItem[];
  next_page: number | null;
}

/** GET /api/news/category/{meta}/?page= — the category and a page of its newest items; 404 for an unknown category. */
export const newsCategoryQueryOptions = (meta: string, page = 1) =>
  queryOptions({
    queryKey: ['news', 'category', meta, page] as const,
    queryFn: ({ signal }) => api.get<NewsCategoryPage>(withQuery(`/api/news/category/${encodeURIComponent(meta)}/` as const, pageQuery(page)), signal),
    staleTime: 30_000,
    ...itemQueryOptions,
  });

/** The page on screen stays while the next one of the same category loads. */
export const useNewsCategory = (meta: string, page = 1) =>
  useQuery({ ...newsCategoryQueryOptions(meta, page), placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === meta ? previous : undefined) });

/** GET /api/news/most-read/ — the most read this week (honest views). */
export const mostReadNewsQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: ['news', 'most-read', limit] as const,
    queryFn: ({ signal }) => api.get<{ results: NewsItem[] }>(`/api/news/most-read/?limit=${limit}`, signal),
    staleTime: 60_000,
  });

export const useMostReadNews = (limit = 5) => useQuery(mostReadNewsQueryOptions(limit));
