import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { adminUsersKey } from './list-users';

/** PATCH /api/users/dashboard/users/{guid}/role/ {role} → AdminUser; 403 users.role_not_allowed beyond the caller's limits. */
const changeUserRole = ({ guid, role }: { guid: string; role: Role }) =>
  api.patch<AdminUser>(`/api/users/dashboard/users/${encodeURIComponent(guid)}/role/`, { role });

/** Changes the role; every user list is refetched (the user moves between the role lists). */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
