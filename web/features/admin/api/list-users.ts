import type { Paged } from '@shared/schemas/common';
import type { AdminUser } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import type { AdminListBody } from '../hooks/use-admin-list';

/** The user list filters of /admin/users/{type} (spec §2, §6); 'all' means no filter. */
export const USER_LIST_TYPES = ['all', 'housemakers', 'admins', 'mods', 'users'] as const;
export type UserListType = (typeof USER_LIST_TYPES)[number];
export const isUserListType = (v: string | undefined): v is UserListType => (USER_LIST_TYPES as readonly string[]).includes(v ?? '');

export const adminUsersKey = ['admin', 'users'] as const;

/** POST /api/users/dashboard/users/list/ {role, page_number, page_size, q} → {data: AdminUser[], current_page, total_pages, count}. */
const listAdminUsers = (role: UserListType, body: AdminListBody, signal?: AbortSignal) =>
  apiRequest<Paged<AdminUser>>('/api/users/dashboard/users/list/', { method: 'POST', body: { role, ...body }, signal });

/** The list of one filter, as the page shows it and its route loader starts it. */
export const adminUsersList = (type: UserListType) => ({
  queryKey: [...adminUsersKey, type],
  fetchPage: (body: AdminListBody, signal: AbortSignal) => listAdminUsers(type, body, signal),
});
