import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminProductsKey } from './list-products';

/** DELETE /api/shop/user-products/{guid}/ — allowed to the owner and to admin roles → 204. */
export const deleteProductAsAdmin = (guid: string) => api.delete<void>(`/api/shop/user-products/${encodeURIComponent(guid)}/`);

export function useDeleteProductAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductAsAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
