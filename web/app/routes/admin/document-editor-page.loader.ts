import { defineLoader } from '@web/app/route-loader';
import { adminDocumentQueryOptions } from '@web/features/news/api/admin/get-admin-document';

/** /admin/news/documents/edit/{id}/: the document being edited (a new one starts empty: no loader). */
export const documentEditorLoader = defineLoader(async ({ queryClient, start, signedIn }, { params }) => (signedIn() ? start(queryClient.prefetchQuery(adminDocumentQueryOptions(params.id ?? ''))) : null));
