import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userProductsKey } from './get-user-products';

/** DELETE /api/shop/user-products/{guid}/ → 204. */
export const deleteUserProduct = (guid: string) => api.delete<void>(`/api/shop/user-products/${encodeURIComponent(guid)}/`);

export function useDeleteUserProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserProduct,
    onSuccess: (_, guid) => {
      queryClient.removeQueries({ queryKey: [...userProductsKey, 'detail', guid] });
      return queryClient.invalidateQueries({ queryKey: [...userProductsKey, 'list'] });
    },
  });
}
