import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProduct } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { userProductsKey } from './get-user-products';

/** PATCH /api/shop/user-products/{guid}/ (multipart: changed fields, keep_images, new `images`) → UserProduct. */
const updateUserProduct = ({ guid, body }: { guid: string; body: FormData }) =>
  api.patch<UserProduct>(`/api/shop/user-products/${encodeURIComponent(guid)}/`, body);

export function useUpdateUserProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProduct,
    onSuccess: (product) => {
      queryClient.setQueryData([...userProductsKey, 'detail', product.guid], product);
      return queryClient.invalidateQueries({ queryKey: [...userProductsKey, 'list'] });
    },
  });
}
