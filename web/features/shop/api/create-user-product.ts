import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProduct } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { userProductsKey } from './get-user-products';

/** POST /api/shop/user-products/upload (multipart; see lib/product-payload buildCreateFormData) → 201 UserProduct. */
const createUserProduct = (body: FormData) => api.post<UserProduct>('/api/shop/user-products/upload', body);

export function useCreateUserProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProductsKey }),
  });
}
