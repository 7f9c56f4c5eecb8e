import { defineLoader, pageOf } from '@web/app/route-loader';
import { userAnnouncementsQueryOptions } from '@web/features/announcements/api/get-user-announcements';

/** /profile/announcements/?page=: the reader's own announcements. */
export const userAnnouncementsLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(userAnnouncementsQueryOptions(pageOf(request)))) : null,
);
