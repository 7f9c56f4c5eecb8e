import { defineLoader } from '@web/app/route-loader';
import { certificateQueryOptions } from '@web/features/courses/api/get-certificate';

/** /courses/certificates/{id}: the certificate (public; 404 for an unknown id). */
export const certificateLoader = defineLoader(async ({ queryClient, startItem }, { params }) => {
  const options = certificateQueryOptions(params.id ?? '');
  return startItem(options.queryKey, queryClient.prefetchQuery(options));
});
