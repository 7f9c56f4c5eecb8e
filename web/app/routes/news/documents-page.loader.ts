import { defineLoader } from '@web/app/route-loader';
import { documentsQueryOptions, documentTypeOf } from '@web/features/news/api/get-documents';

/**
 * /news/documents/{type}/: the documents of the type. The news pages with the weather widget: its
 * forecast is started in the browser only (the server never waits for the provider).
 */
export const documentsLoader = defineLoader(async ({ queryClient, start, weather }, { params }) =>
  start(queryClient.prefetchQuery(documentsQueryOptions(documentTypeOf(params.type))), ...weather()),
);
