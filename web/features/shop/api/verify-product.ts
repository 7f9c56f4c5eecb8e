import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/shop';
import { api } from '@web/lib/api-client';
import { productQueryKeyRoot } from './get-product';

interface VerifyInput {
  meta: string;
  /** The wanted state. Naming it (rather than toggling) means two moderators approving the same product both leave it approved. */
  verified: boolean;
}

/** POST /api/shop/dashboard/verify/ {meta, verified} → {is_verified} (superadmin, admin, moderator). */
const verifyProduct = ({ meta, verified }: VerifyInput) => api.post<{ is_verified: boolean }>('/api/shop/dashboard/verify/', { meta, verified });

/**
 * Verify or unverify a product, from its page or from the admin lists. On success the answer is
 * written into the product's cached pages first, so the button shows the new state at once, then
 * the open product page is reloaded (spec §4). Whatever the outcome, every other shop view showing
 * the verified badge (home grids, search, categories) is marked stale and refreshes when next shown,
 * and the caller's own list (`refresh`, e.g. the admin product lists) is refetched before the
 * mutation settles.
 */
export function useVerifyProduct({ refresh }: { refresh?: QueryKey } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyProduct,
    onSuccess: async ({ is_verified }, { meta }) => {
      queryClient.setQueriesData<ProductPage>({ queryKey: productQueryKeyRoot(meta) }, (old) => (old ? { ...old, product: { ...old.product, is_verified } } : old));
      await queryClient.invalidateQueries({ queryKey: productQueryKeyRoot(meta) });
    },
    onSettled: () => {
      // Not refetched now: only marked stale (related products on other product pages included).
      void queryClient.invalidateQueries({ queryKey: ['shop'], refetchType: 'none' });
      return refresh ? queryClient.invalidateQueries({ queryKey: refresh }) : undefined;
    },
  });
}
