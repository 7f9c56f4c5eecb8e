import { useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsItem } from '@shared/schemas/news';
import { pageQuery } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { withQuery } from '@shared/paths';
import { itemQueryOptions } from '@web/lib/query-client';

/** The news pages' reads (spec §7 news calls, and the most-read list beyond them). */

/**
 * GET /api/news/details/{meta}/ — one article with its body; 404 when there is none. The page reads it
 * as written and puts it in the reader's script itself (inScript), as every page of people's text
 * does; the API's ?script=cyrl is for other clients.
 */
export const newsItemQueryOptions = (meta: string) =>
  // A 404 (news.not_found) is an answer.
  apiQueryOptions<NewsItem>(['news', 'details', meta], `/api/news/details/${encodeURIComponent(meta)}/`, { staleTime: 30_000, ...itemQueryOptions });

export const useNewsItem = (meta: string) => useQuery(newsItemQueryOptions(meta));

export interface NewsCategoryPage {
  category: NewsCategory;
  results: NewsItem[];
  next_page: number | null;
}

/** GET /api/news/category/{meta}/?page= — the category and a page of its newest items; 404 for an unknown category. */
export const newsCategoryQueryOptions = (meta: string, page = 1) =>
  apiQueryOptions<NewsCategoryPage, readonly [string, string, string, number]>(
    ['news', 'category', meta, page],
    withQuery(`/api/news/category/${encodeURIComponent(meta)}/` as const, pageQuery(page)),
    { staleTime: 30_000, ...itemQueryOptions },
  );

/** The page on screen stays while the next one of the same category loads. */
export const useNewsCategory = (meta: string, page = 1) =>
  useQuery({ ...newsCategoryQueryOptions(meta, page), placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === meta ? previous : undefined) });

/** GET /api/news/most-read/ — the most read this week (honest views). */
export const mostReadNewsQueryOptions = (limit = 5) =>
  apiQueryOptions<{ results: NewsItem[] }>(['news', 'most-read', limit], `/api/news/most-read/?limit=${limit}`, { staleTime: 60_000 });

export const useMostReadNews = (limit = 5) => useQuery(mostReadNewsQueryOptions(limit));
