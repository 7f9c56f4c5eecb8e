import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { productQueryKeyRoot } from './get-product';

export interface LikeAnswer {
  liked: boolean;
  likes: number;
}

/** POST (save) or DELETE (unsave) /api/shop/product/{meta}/like/ → {liked, likes}. */
export const likeProduct = (meta: string, like: boolean) => {
  const path = `/api/shop/product/${encodeURIComponent(meta)}/like/`;
  return like ? api.post<LikeAnswer>(path) : api.delete<LikeAnswer>(path);
};

/** Whatever list of saved products the profile keeps, its key names 'liked-products'. */
const isLikedList = (key: readonly unknown[]) => key.includes('liked-products');

/**
 * Optimistic: the button flips at once (a slow network should not make a tap feel ignored); on
 * failure the previous state comes back; the server's {liked, likes} is the final word.
 */
export function useLikeProduct(meta: string) {
  const queryClient = useQueryClient();
  const root = productQueryKeyRoot(meta);
  const patch = (liked: boolean, likes?: (old: number) => number) =>
    queryClient.setQueriesData<ProductPage>({ queryKey: root }, (old) =>
      old ? { ...old, product: { ...old.product, is_liked: liked, likes: likes ? likes(old.product.likes) : old.product.likes } } : old,
    );

  return useMutation({
    mutationFn: (like: boolean) => likeProduct(meta, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: root });
      const snapshot = queryClient.getQueriesData<ProductPage>({ queryKey: root });
      patch(like, (n) => Math.max(0, n + (like ? 1 : -1)));
      return { snapshot };
    },
    onError: (_err, _like, ctx) => {
      for (const [key, data] of ctx?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => {
      patch(answer.liked, () => answer.likes);
      void queryClient.invalidateQueries({ predicate: (q) => isLikedList(q.queryKey) });
    },
  });
}
