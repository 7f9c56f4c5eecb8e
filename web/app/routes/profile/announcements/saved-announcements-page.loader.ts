import { defineLoader, pageOf } from '@web/app/route-loader';
import { savedAnnouncementsQueryOptions } from '@web/features/announcements/api/get-saved-announcements';

/** /profile/saved-announcements/?page=: the announcements the reader saved. */
export const savedAnnouncementsLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(savedAnnouncementsQueryOptions(pageOf(request)))) : null,
);
