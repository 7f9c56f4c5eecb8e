import { defineLoader } from '@web/app/route-loader';
import { documentQueryOptions } from '@web/features/news/api/get-documents';

/** /news/documents/details/{id}/: the document (404 for an unknown one). */
export const documentLoader = defineLoader(async ({ queryClient, startItem }, { params }) => {
  const options = documentQueryOptions(params.id ?? '');
  return startItem(options.queryKey, queryClient.prefetchQuery(options));
});
