import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentItem } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

/** The spec's rule for /news/documents/{type}: '@a' is legislation, anything else small-business projects. */
export type DocumentType = DocumentItem['type'];
export const documentTypeOf = (type: string | undefined): DocumentType => (type === '@a' ? '@a' : '@b');

/** GET /api/news/documents/{type}/ — the documents of a type: {results}. */
const getDocuments = (type: DocumentType, signal?: AbortSignal) =>
  api.get<{ results: DocumentItem[] }>(`/api/news/documents/${encodeURIComponent(type)}/`, signal);

export const documentsQueryOptions = (type: DocumentType) =>
  queryOptions({
    queryKey: ['news', 'documents', type] as const,
    queryFn: ({ signal }) => getDocuments(type, signal),
  });

export const useDocuments = (type: DocumentType) => useQuery(documentsQueryOptions(type));

/** GET /api/news/documents/details/{id}/ — one document; 404 news.document_not_found. */
const getDocument = (id: string, signal?: AbortSignal) => api.get<DocumentItem>(`/api/news/documents/details/${encodeURIComponent(id)}/`, signal);

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['news', 'document', id] as const,
    queryFn: ({ signal }) => getDocument(id, signal),
    staleTime: 60_000,
    // A 404 (news.document_not_found) is an answer.
    ...itemQueryOptions,
  });

export const useDocument = (id: string) => useQuery(documentQueryOptions(id));
