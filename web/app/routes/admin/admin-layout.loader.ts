import { defineLoader } from '@web/app/route-loader';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';

/** The admin area's frame: the signed-in reader (their role decides what it shows). */
export const sessionLoader = defineLoader(async ({ queryClient, start, signedIn }) => (signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions())) : null));
