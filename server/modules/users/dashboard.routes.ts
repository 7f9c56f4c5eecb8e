import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guidParamsSchema, messageSchema } from '@shared/schemas/common';
import {
  adminBlockSchema,
  adminRoleChangeSchema,
  adminUserCreateSchema,
  adminUserSchema,
} from '@shared/schemas/users';
import { adminListRoute } from '../../plugins/admin-routes';
import { allow, requireUser } from '../../plugins/auth';
import * as accounts from './accounts.service';
import * as adminUsers from './admin-users.service';
import { roleNotAllowed } from './users.errors';
import { canChangeRoles, canCreateUsers, canListUsers } from './users.policies';
import * as users from './users.service';
import { security } from '../../plugins/openapi';


/** /api/users/dashboard/: the admin user list and accounts, for the admin roles only — guarded once, here; creating users and changing roles ask more. */
export default async function usersDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: accounts.AccountsDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users dashboard'];
  app.addHook('onRequest', allow(canListUsers));

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

  app.patch(
    '/users/:guid/role/',
    {
      onRequest: allow(canChangeRoles, roleNotAllowed),
      schema: {
        tags,
        security,
        summary: "Changes a user's role within the caller's limits (403 users.role_not_allowed): a role the caller may give, of someone ranked below, never oneself",
        params: guidParamsSchema,
        body: adminRoleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => adminUsers.changeRole(deps, await requireUser(request), request.params.guid, request.body.role),
  );

  app.post(
    '/users/:guid/block/',
    {
      schema: {
        tags,
        security,
        summary: "Blocks a user ranked below the caller (403 users.not_allowed_on_user): every session ends at once, sign-in answers 403 auth.blocked",
        params: guidParamsSchema,
        body: adminBlockSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => users.blockUser(deps, await requireUser(request), request.params.guid, request.body.reason),
  );

  app.delete(
    '/users/:guid/block/',
    {
      schema: { tags, security, summary: 'Unblocks a user ranked below the caller: they may sign in again', params: guidParamsSchema, response: { 200: adminUserSchema } },
    },
    async (request) => users.unblockUser(deps, await requireUser(request), request.params.guid),
  );

  app.post(
    '/users/:guid/password-reset/',
    {
      schema: {
        tags,
        security,
        summary: "Sends a user ranked below the caller the password-reset SMS code (in their language); they set a new password with it at accounts/password-reset/confirm/",
        params: guidParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await adminUsers.sendPasswordReset(deps, await requireUser(request), request.params.guid);
      return { message: 'Parolni tiklash kodi foydalanuvchiga SMS orqali yuborildi' };
    },
  );
}
