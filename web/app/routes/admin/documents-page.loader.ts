import { defineLoader } from '@web/app/route-loader';
import { adminDocumentsList } from '@web/features/news/api/admin/list-admin-documents';

/** /admin/news/documents/: the documents, the address's view. */
export const adminDocumentsLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminDocumentsList));
