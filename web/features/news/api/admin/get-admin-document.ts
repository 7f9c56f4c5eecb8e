import { queryOptions } from '@tanstack/react-query';
import type { DocumentItem } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminDocumentsKey } from './list-admin-documents';

/** GET /api/news/dashboard/documents/{id}/ → DocumentItem (the edit form; no view counted); 404 news.document_not_found. */
const getAdminDocument = (id: string, signal?: AbortSignal) => api.get<DocumentItem>(`/api/news/dashboard/documents/${encodeURIComponent(id)}/`, signal);

export const adminDocumentQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminDocumentsKey, 'detail', id], queryFn: ({ signal }) => getAdminDocument(id, signal), retry: false, staleTime: 0 });
