import type { QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { userProductsKey } from './get-user-products';

/** DELETE /api/shop/user-products/{guid}/ → 204; allowed to the owner and to admin roles. */
const deleteUserProduct = (guid: string) => api.delete<void>(`/api/shop/user-products/${encodeURIComponent(guid)}/`);

/**
 * Deletes a product: the seller's own (profile) or any (admin lists). The seller's cached copy is
 * dropped and their list refreshed; `refresh` names the caller's own list (e.g. the admin product
 * lists), refetched too before the mutation settles.
 */
export const useDeleteUserProduct = ({ refresh }: { refresh?: QueryKey } = {}) =>
  useApiMutation({
    request: deleteUserProduct,
    onSuccess: (_, guid, queryClient) => queryClient.removeQueries({ queryKey: [...userProductsKey, 'detail', guid] }),
    invalidates: [[...userProductsKey, 'list'], refresh],
  });
