import type { UserProduct } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { userProductsKey } from './get-user-products';

/** POST /api/shop/user-products/upload (multipart; see lib/product-payload buildCreateFormData) → 201 UserProduct. */
const createUserProduct = (body: FormData) => api.post<UserProduct>('/api/shop/user-products/upload', body);

export const useCreateUserProduct = () => useApiMutation({ request: createUserProduct, invalidates: [userProductsKey] });
