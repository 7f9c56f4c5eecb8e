import { defineLoader } from '@web/app/route-loader';
import { moderationCaseQueryOptions } from '@web/features/moderation/api/get-case';

/** /admin/moderation/cases/{guid}/: the case. */
export const moderationCaseLoader = defineLoader(async ({ queryClient, start, signedIn }, { params }) => (signedIn() ? start(queryClient.prefetchQuery(moderationCaseQueryOptions(params.guid ?? ''))) : null));
