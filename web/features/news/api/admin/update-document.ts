import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentItem } from '@shared/schemas/news';
import { api } from '@web/lib/api-client';
import { adminDocumentsKey } from './list-admin-documents';

/** PATCH /api/news/dashboard/documents/{id}/ (multipart: the fields sent; a new PDF `file` replaces the old one, remove_file drops it) → DocumentItem. */
const updateDocument = ({ id, body }: { id: number; body: FormData }) => api.patch<DocumentItem>(`/api/news/dashboard/documents/${id}/`, body);

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (doc) => {
      queryClient.setQueryData([...adminDocumentsKey, 'detail', String(doc.id)], doc);
      return Promise.all([queryClient.invalidateQueries({ queryKey: adminDocumentsKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]);
    },
  });
}
