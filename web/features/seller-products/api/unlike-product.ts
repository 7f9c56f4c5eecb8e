import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { likedProductsKey } from './get-liked-products';

/** DELETE /api/shop/product/{meta}/like/ → {liked, likes}: removes the product from the saved list. */
export const unlikeProduct = (meta: string) => api.delete<{ liked: boolean; likes: number }>(`/api/shop/product/${encodeURIComponent(meta)}/like/`);

export function useUnlikeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlikeProduct,
    onSuccess: (_, meta) => {
      // The product page shows the saved state too (its key starts ['shop', 'product', meta]).
      void queryClient.invalidateQueries({ queryKey: ['shop', 'product', meta] });
      return queryClient.invalidateQueries({ queryKey: likedProductsKey });
    },
  });
}
