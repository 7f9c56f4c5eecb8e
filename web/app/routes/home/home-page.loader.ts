import { defineLoader } from '@web/app/route-loader';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { coursesHomeDataQueryOptions } from '@web/features/courses/api/get-courses-home-data';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';

/** The home page: the news, courses and announcements it shows. */
export const homeLoader = defineLoader(async ({ queryClient, start }) =>
  start(
    queryClient.prefetchQuery(newsHomeDataQueryOptions()),
    queryClient.prefetchQuery(coursesHomeDataQueryOptions()),
    queryClient.prefetchQuery(announcementsHomeDataQueryOptions()),
  ),
);
