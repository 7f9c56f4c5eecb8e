import { defineLoader } from '@web/app/route-loader';
import { adminUsersList, isUserListType } from '@web/features/admin/api/list-users';

/** /admin/users/{type}/: the users of the type (none for an unknown type: the page says it is not one). */
export const adminUsersLoader = defineLoader(async ({ adminList }, { params, request }) => (isUserListType(params.type) ? adminList(request, adminUsersList(params.type)) : null));
