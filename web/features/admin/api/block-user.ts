import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { adminUsersKey } from './list-users';

const blockPath = (guid: string) => `/api/users/dashboard/users/${encodeURIComponent(guid)}/block/` as const;

/**
 * POST /api/users/dashboard/users/{guid}/block/ {reason} → AdminUser: the user's sessions end at once
 * and signing in is refused; DELETE on the same address unblocks them.
 */
const blockUser = ({ guid, reason }: { guid: string; reason: string }) => api.post<AdminUser>(blockPath(guid), { reason });
const unblockUser = ({ guid }: { guid: string }) => api.delete<AdminUser>(blockPath(guid));

/** Blocks (with a reason) or unblocks; the user lists are refetched. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { guid: string; block: true; reason: string } | { guid: string; block: false }) => (input.block ? blockUser(input) : unblockUser(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
