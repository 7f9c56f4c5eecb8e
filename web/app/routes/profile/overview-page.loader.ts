import { defineLoader } from '@web/app/route-loader';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { districtsQueryOptions } from '@web/features/geo/api/get-districts';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/** /profile/overview/: the reader's region and district names. */
export const profileOverviewLoader = defineLoader(async ({ queryClient, start, signedIn }) =>
  signedIn()
    ? start(
        queryClient.prefetchQuery(regionsQueryOptions()),
        queryClient.ensureQueryData(profileQueryOptions()).then(
          (profile) => (profile?.region != null ? queryClient.prefetchQuery(districtsQueryOptions(profile.region)) : undefined),
          () => undefined,
        ),
      )
    : null,
);
