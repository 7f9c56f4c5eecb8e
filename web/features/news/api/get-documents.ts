import { useQuery } from '@tanstack/react-query';
import type { DocumentItem } from '@shared/schemas/news';
import { apiQueryOptions } from '@web/lib/api-query';
import { itemQueryOptions } from '@web/lib/query-client';

/** The spec's rule for /news/documents/{type}: '@a' is legislation, anything else small-business projects. */
export type DocumentType = DocumentItem['type'];
export const documentTypeOf = (type: string | undefined): DocumentType => (type === '@a' ? '@a' : '@b');

/** GET /api/news/documents/{type}/ — the documents of a type: {results}. */
export const documentsQueryOptions = (type: DocumentType) =>
  apiQueryOptions<{ results: DocumentItem[] }>(['news', 'documents', type], `/api/news/documents/${encodeURIComponent(type)}/`);

export const useDocuments = (type: DocumentType) => useQuery(documentsQueryOptions(type));

/** GET /api/news/documents/details/{id}/ — one document; 404 news.document_not_found. */
export const documentQueryOptions = (id: string) =>
  // A 404 (news.document_not_found) is an answer.
  apiQueryOptions<DocumentItem>(['news', 'document', id], `/api/news/documents/details/${encodeURIComponent(id)}/`, { staleTime: 60_000, ...itemQueryOptions });

export const useDocument = (id: string) => useQuery(documentQueryOptions(id));
