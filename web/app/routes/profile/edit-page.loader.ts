import { defineLoader } from '@web/app/route-loader';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/** /profile/edit/: the reader's profile and the regions of its select. */
export const profileEditLoader = defineLoader(async ({ queryClient, start, signedIn }) =>
  signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions()), queryClient.prefetchQuery(regionsQueryOptions())) : null,
);
