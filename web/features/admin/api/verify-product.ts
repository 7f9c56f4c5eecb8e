import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminProductsKey } from './list-products';

/** POST /api/shop/dashboard/verify/ {meta} → {is_verified}: toggles the product's verification. */
export const toggleVerify = (meta: string) => api.post<{ is_verified: boolean }>('/api/shop/dashboard/verify/', { meta });

/**
 * Sets verification to the wanted state. The endpoint toggles, so if another moderator changed it
 * meanwhile one call would flip it the wrong way: when the answer is not what we asked for, toggle
 * once more.
 */
export async function setVerified(meta: string, wanted: boolean): Promise<boolean> {
  const first = await toggleVerify(meta);
  if (first.is_verified === wanted) return first.is_verified;
  return (await toggleVerify(meta)).is_verified;
}

export function useSetVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meta, verified }: { meta: string; verified: boolean }) => setVerified(meta, verified),
    onSettled: () => {
      // Public views show the verified badge too (product page, grids): stale, refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: ['shop'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
