import { defineLoader, pageOf } from '@web/app/route-loader';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';
import { legislationNewsQueryOptions, newsListQueryOptions } from '@web/features/news/api/list-news';
import { mostReadNewsQueryOptions } from '@web/features/news/api/news-pages';
import { searchParamOf } from '@web/lib/search-param';

/** /news: the home data (banner, week, categories), the legislation news and the most read this week; with ?q=, the categories and a page of the news with those words. */
export const newsIndexLoader = defineLoader(async ({ queryClient, start }, { request }) => {
  const q = searchParamOf(new URL(request.url).searchParams);
  return start(
    queryClient.prefetchQuery(newsHomeDataQueryOptions()),
    ...(q ? [queryClient.prefetchQuery(newsListQueryOptions(q, pageOf(request)))] : [queryClient.prefetchQuery(legislationNewsQueryOptions()), queryClient.prefetchQuery(mostReadNewsQueryOptions())]),
  );
});
