import { defineLoader } from '@web/app/route-loader';
import { userAnnouncementQueryOptions } from '@web/features/announcements/api/get-user-announcement';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/** /profile/announcements/edit/{guid}/: the announcement being edited and the regions of its select. */
export const announcementEditorLoader = defineLoader(async ({ queryClient, start, signedIn }, { params }) =>
  signedIn() ? start(queryClient.prefetchQuery(userAnnouncementQueryOptions(params.guid ?? '')), queryClient.prefetchQuery(regionsQueryOptions())) : null,
);
