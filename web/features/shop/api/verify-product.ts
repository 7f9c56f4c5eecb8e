import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { productQueryKeyRoot } from './get-product';

/** POST /api/shop/dashboard/verify/ {meta} → {is_verified}: toggles the verification (superadmin, admin, moderator). */
export const verifyProduct = (meta: string) => api.post<{ is_verified: boolean }>('/api/shop/dashboard/verify/', { meta });

/**
 * After the toggle the product is reloaded (spec §4). The answer is written into the cache first, so
 * the button shows the new state without waiting for the reload; lists that show the verified badge
 * (home grids, search, categories, admin lists) are marked stale and refresh when next shown.
 */
export function useVerifyProduct(meta: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyProduct(meta),
    onSuccess: async ({ is_verified }) => {
      queryClient.setQueriesData<ProductPage>({ queryKey: productQueryKeyRoot(meta) }, (old) => (old ? { ...old, product: { ...old.product, is_verified } } : old));
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'shop' && q.queryKey[1] !== 'product', refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: productQueryKeyRoot(meta) });
    },
  });
}
