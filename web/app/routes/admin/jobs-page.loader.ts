import { defineLoader } from '@web/app/route-loader';
import { jobsQueryOptions } from '@web/features/admin/api/get-jobs';

/** /admin/jobs/: the job queue now (browser only, as the whole admin area). */
export const adminJobsLoader = defineLoader(async ({ queryClient, start, signedIn }) => (signedIn() ? start(queryClient.prefetchQuery(jobsQueryOptions())) : null));
