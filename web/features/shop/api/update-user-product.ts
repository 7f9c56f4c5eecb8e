import type { UserProduct } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { userProductsKey } from './get-user-products';

/** PATCH /api/shop/user-products/{guid}/ (multipart: changed fields, keep_images, new `images`) → UserProduct. */
const updateUserProduct = ({ guid, body }: { guid: string; body: FormData }) =>
  api.patch<UserProduct>(`/api/shop/user-products/${encodeURIComponent(guid)}/`, body);

export const useUpdateUserProduct = () =>
  useApiMutation({
    request: updateUserProduct,
    onSuccess: (product, _, queryClient) => queryClient.setQueryData([...userProductsKey, 'detail', product.guid], product),
    invalidates: [[...userProductsKey, 'list']],
  });
