import { defineLoader } from '@web/app/route-loader';
import { moderationSettingsQueryOptions } from '@web/features/moderation/api/get-settings';

/** /admin/moderation/settings/: the pre-moderation settings. */
export const moderationSettingsLoader = defineLoader(async ({ queryClient, start, signedIn }) => (signedIn() ? start(queryClient.prefetchQuery(moderationSettingsQueryOptions())) : null));
