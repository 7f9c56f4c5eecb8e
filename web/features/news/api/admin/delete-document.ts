import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminDocumentsKey } from './list-admin-documents';

/** DELETE /api/news/dashboard/documents/{id}/ → 204 (the document and its PDF). */
const deleteDocument = (id: number) => api.delete<void>(`/api/news/dashboard/documents/${id}/`);

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminDocumentsKey }), queryClient.invalidateQueries({ queryKey: ['news'] })]),
  });
}
