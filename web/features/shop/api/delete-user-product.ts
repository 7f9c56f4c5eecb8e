import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userProductsKey } from './get-user-products';

/** DELETE /api/shop/user-products/{guid}/ → 204; allowed to the owner and to admin roles. */
const deleteUserProduct = (guid: string) => api.delete<void>(`/api/shop/user-products/${encodeURIComponent(guid)}/`);

/**
 * Deletes a product: the seller's own (profile) or any (admin lists). The seller's cached copy is
 * dropped and their list refreshed; `refresh` names the caller's own list (e.g. the admin product
 * lists), refetched too before the mutation settles.
 */
export function useDeleteUserProduct({ refresh }: { refresh?: QueryKey } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserProduct,
    onSuccess: (_, guid) => {
      queryClient.removeQueries({ queryKey: [...userProductsKey, 'detail', guid] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...userProductsKey, 'list'] }),
        refresh ? queryClient.invalidateQueries({ queryKey: refresh }) : undefined,
      ]);
    },
  });
}
