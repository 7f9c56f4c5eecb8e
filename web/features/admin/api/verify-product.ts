import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminProductsKey } from './list-products';

/**
 * POST /api/shop/dashboard/verify/ {meta, verified} → {is_verified}. Naming the wanted state (rather
 * than toggling) means two moderators approving the same product both leave it approved.
 */
export const setVerified = async (meta: string, verified: boolean): Promise<boolean> =>
  (await api.post<{ is_verified: boolean }>('/api/shop/dashboard/verify/', { meta, verified })).is_verified;

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
