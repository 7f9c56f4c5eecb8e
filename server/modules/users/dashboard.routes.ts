import type { FastifyInstance } from 'fastify';
import { messageSchema } from '@shared/schemas/common';
import {
  adminBlockSchema,
  adminRoleChangeSchema,
  adminUserCreateSchema,
  adminUserSchema,
} from '@shared/schemas/users';
import { adminListRoute, guidActionRoute } from '../../plugins/admin-routes';
import { allow, requireUser } from '../../plugins/auth';
import * as accounts from './accounts.service';
import * as adminUsers from './admin-users.service';
import { roleNotAllowed } from './users.errors';
import { canChangeRoles, canCreateUsers, canListUsers } from './users.policies';
import * as users from './users.service';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';


/** /api/users/dashboard/: the admin user list and accounts, for the admin roles only — guarded once, here; creating users and changing roles ask more. */
export default async function usersDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: accounts.AccountsDeps }) {
  const app = adminArea(fastify, canListUsers);
  const tags = ['users dashboard'];

  adminListRoute(app, '/users/list/', { tags, summary: 'Users by role, searched by name or phone', item: adminUserSchema, list: (body) => users.listUsers(deps, body) });

  app.post(
    '/users/create/',
    {
      onRequest: allow(canCreateUsers),
      schema: {
        tags,
        security,
        summary: 'Creates a user of a role the caller may give (superadmin: admin and below; admin: moderator, housemaker, user); 400 {role: role_invalid} beyond it',
        body: adminUserCreateSchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await adminUsers.createUser(deps, await requireUser(request), request.body)),
  );

  guidActionRoute(app, 'patch', '/users/:guid/role/', { tags, summary: "Changes a user's role within the caller's limits (403 users.role_not_allowed): a role the caller may give, of someone ranked below, never oneself", onRequest: allow(canChangeRoles, roleNotAllowed), body: adminRoleChangeSchema, answer: adminUserSchema, run: (user, guid, body) => adminUsers.changeRole(deps, user, guid, body.role) });

  guidActionRoute(app, 'post', '/users/:guid/block/', { tags, summary: 'Blocks a user ranked below the caller (403 users.not_allowed_on_user): every session ends at once, sign-in answers 403 auth.blocked', body: adminBlockSchema, answer: adminUserSchema, run: (user, guid, body) => users.blockUser(deps, user, guid, body.reason) });

  guidActionRoute(app, 'delete', '/users/:guid/block/', { tags, summary: 'Unblocks a user ranked below the caller: they may sign in again', answer: adminUserSchema, run: (user, guid) => users.unblockUser(deps, user, guid) });

  guidActionRoute(app, 'post', '/users/:guid/password-reset/', {
    tags,
    summary: 'Sends a user ranked below the caller the password-reset SMS code (in their language); they set a new password with it at accounts/password-reset/confirm/',
    answer: messageSchema,
    run: async (user, guid) => {
      await adminUsers.sendPasswordReset(deps, user, guid);
      return { message: 'Parolni tiklash kodi foydalanuvchiga SMS orqali yuborildi' };
    },
  });
}
