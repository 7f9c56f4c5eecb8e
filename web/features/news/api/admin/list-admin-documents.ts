import type { Paged } from '@shared/schemas/common';
import type { DocumentItem } from '@shared/schemas/news';
import { apiRequest } from '@web/lib/api-client';

export const adminDocumentsKey = ['admin', 'documents'] as const;

/** POST /api/news/dashboard/documents/list/ → Paged<DocumentItem>: every document (of a type, when asked), newest first, searched by q. */
const listAdminDocuments = (body: { page_number: number; page_size: number; q: string; type?: '@a' | '@b' }, signal?: AbortSignal) =>
  apiRequest<Paged<DocumentItem>>('/api/news/dashboard/documents/list/', { method: 'POST', body: { ...body }, signal });

/** Every document (/admin/news/documents/), as the page shows them and its route loader starts them. */
export const adminDocumentsList = { queryKey: adminDocumentsKey, fetchPage: listAdminDocuments };
