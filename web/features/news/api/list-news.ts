import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchedPage } from '@shared/schemas/common';
import { LEGISLATION_NEWS_BLOCK_SIZE, LEGISLATION_NEWS_CATEGORY } from '@shared/constants';
import type { NewsItem } from '@shared/schemas/news';
import { withQuery } from '@shared/paths';
import { api, pageQuery } from '@web/lib/api-client';

/**
 * GET /api/news/list/?q=&page= — published news with the words (any spelling), newest first, paged;
 * did_you_mean names the corrected words when they found nothing as typed.
 */
const listNews = (q: string, page: number, signal?: AbortSignal) => api.get<SearchedPage<NewsItem>>(withQuery('/api/news/list/', { q, ...pageQuery(page) }), signal);

export const newsListQueryOptions = (q: string, page = 1) =>
  queryOptions({
    queryKey: ['news', 'list', q, page] as const,
    queryFn: ({ signal }) => listNews(q, page, signal),
    staleTime: 30_000,
  });

/** The page on screen stays while the next page of the same words loads. */
export const useNewsList = (q: string, page = 1) =>
  useQuery({ ...newsListQueryOptions(q, page), placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === q ? previous : undefined) });

/**
 * GET /api/news/list/?category=qonunchilik&page_size=6 — the newest legislation news, for the /news
 * page's 'Qonunchilik yangiliklari' block (the server filters; an install without the category answers 404,
 * and the block stays away).
 */
export const legislationNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'list', { category: LEGISLATION_NEWS_CATEGORY, page_size: LEGISLATION_NEWS_BLOCK_SIZE }] as const,
    queryFn: ({ signal }) =>
      api.get<SearchedPage<NewsItem>>(withQuery('/api/news/list/', { category: LEGISLATION_NEWS_CATEGORY, page_size: LEGISLATION_NEWS_BLOCK_SIZE }), signal),
    staleTime: 30_000,
  });

export const useLegislationNews = () => useQuery(legislationNewsQueryOptions());
