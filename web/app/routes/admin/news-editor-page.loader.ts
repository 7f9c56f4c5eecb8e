import { defineLoader } from '@web/app/route-loader';
import { adminNewsQueryOptions } from '@web/features/news/api/admin/get-admin-news';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';

/** /admin/news/create|edit/: the categories of its select (the news home data), and the item being edited. */
export const newsEditorLoader = defineLoader(async ({ queryClient, start, signedIn }, { params }) =>
  signedIn() ? start(queryClient.prefetchQuery(newsHomeDataQueryOptions()), ...(params.guid ? [queryClient.prefetchQuery(adminNewsQueryOptions(params.guid))] : [])) : null,
);
