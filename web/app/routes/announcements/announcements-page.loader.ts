import { defineLoader } from '@web/app/route-loader';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { announcementListQueryOptions } from '@web/features/announcements/api/list-announcements';
import { filtersToQuery, isNarrowed, parseFilters } from '@web/features/announcements/filters';
import { districtsQueryOptions } from '@web/features/geo/api/get-districts';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/** /announcements: the landing's two lists (the plain page only), the browse list of the URL's filters, and the filters' places. */
export const announcementsLoader = defineLoader(async ({ queryClient, start }, { request }) => {
  const filters = parseFilters(new URL(request.url).searchParams);
  const landing = !isNarrowed(filters) && filters.page === 1;
  return start(
    queryClient.prefetchQuery(announcementListQueryOptions(filtersToQuery(filters))),
    queryClient.prefetchQuery(regionsQueryOptions()),
    ...(filters.region != null ? [queryClient.prefetchQuery(districtsQueryOptions(filters.region))] : []),
    ...(landing ? [queryClient.prefetchQuery(announcementsHomeDataQueryOptions())] : []),
  );
});
