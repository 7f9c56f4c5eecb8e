import type { AdminUser, AdminUserCreate } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { adminUsersKey } from './list-users';

/** POST /api/users/dashboard/users/create/ (JSON: the add-user form with a role) → 201 AdminUser; 400 {role: role_invalid} or users.phone_taken. */
const createAdminUser = (body: AdminUserCreate) => api.post<AdminUser>('/api/users/dashboard/users/create/', body);

/** Creates the user; the user lists are refetched so the new one is in them. */
export const useCreateAdminUser = () => useApiMutation({ request: createAdminUser, invalidates: [adminUsersKey] });
