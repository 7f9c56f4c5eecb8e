import { defineLoader } from '@web/app/route-loader';
import { overviewQueryOptions } from '@web/features/admin/api/get-overview';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/** The admin dashboard's figures and the region names its chart shows (the page is the reader's own: browser only). */
export const adminOverviewLoader = defineLoader(async ({ queryClient, start, signedIn }) =>
  signedIn() ? start(queryClient.prefetchQuery(overviewQueryOptions()), queryClient.prefetchQuery(regionsQueryOptions())) : null,
);
