import { defineLoader } from '@web/app/route-loader';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';
import { newsItemQueryOptions } from '@web/features/news/api/news-pages';

/**
 * /news/details/{meta}: the article (the page puts it in the address's script) and the categories
 * of its sidebar. The weather is started in the browser only: the server never
 * waits for the provider.
 */
export const newsItemLoader = defineLoader(async ({ queryClient, startItem, weather }, { params }) => {
  const options = newsItemQueryOptions(params.meta ?? '');
  return startItem(options.queryKey, queryClient.prefetchQuery(options), queryClient.prefetchQuery(newsHomeDataQueryOptions()), ...weather());
});
