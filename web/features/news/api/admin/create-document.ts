import type { DocumentItem } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { adminDocumentsKey } from './list-admin-documents';

/** POST /api/news/dashboard/documents/ (multipart: type, title, subtitle, link, an optional PDF `file`) → 201 DocumentItem; 400 upload.not_a_pdf, 413 too large. */
const createDocument = (body: FormData) => api.post<DocumentItem>('/api/news/dashboard/documents/', body);

export const useCreateDocument = () => useApiMutation({ request: createDocument, invalidates: [adminDocumentsKey, ['news']] });
