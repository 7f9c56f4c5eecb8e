import { defineLoader } from '@web/app/route-loader';
import { siteQueryOptions } from '@web/features/site/api/get-site';

/** The root route (the layout around every page): the site-wide settings its footer shows. */
export const rootLoader = defineLoader(async ({ queryClient, start }) => start(queryClient.prefetchQuery(siteQueryOptions())));
