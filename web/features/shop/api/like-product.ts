import { useQueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { toggleRequest, useApiMutation } from '@web/lib/api-query';
import { likedProductsKey } from './get-liked-products';
import { productQueryKeyRoot } from './get-product';

interface LikeAnswer {
  liked: boolean;
  likes: number;
}

/** POST (save) or DELETE (unsave) /api/shop/product/{meta}/like/ → {liked, likes}. */
const likeProduct = (meta: string, like: boolean) => toggleRequest<LikeAnswer>(`/api/shop/product/${encodeURIComponent(meta)}/like/`, like);

/**
 * Save or unsave a product, from its page or from the profile's saved list. Optimistic: the product
 * page's button flips at once (a slow network should not make a tap feel ignored); on failure the
 * previous state comes back; the server's {liked, likes} is the final word, written into every cached
 * copy of the product page, so unsaving on the saved list also shows on the product page.
 * The saved lists are refreshed before the mutation settles, so an unsaved card leaves the list
 * while its button still shows it is busy.
 */
export function useLikeProduct(meta: string) {
  const queryClient = useQueryClient();
  const root = productQueryKeyRoot(meta);
  const patch = (liked: boolean, likes?: (old: number) => number) =>
    queryClient.setQueriesData<ProductPage>({ queryKey: root }, (old) =>
      old ? { ...old, product: { ...old.product, is_liked: liked, likes: likes ? likes(old.product.likes) : old.product.likes } } : old,
    );

  return useApiMutation({
    request: (like: boolean) => likeProduct(meta, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: root });
      const snapshot = queryClient.getQueriesData<ProductPage>({ queryKey: root });
      patch(like, (n) => Math.max(0, n + (like ? 1 : -1)));
      return { snapshot };
    },
    onError: (_err, _like, ctx) => {
      for (const [key, data] of ctx?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => patch(answer.liked, () => answer.likes),
    invalidates: [likedProductsKey],
  });
}
