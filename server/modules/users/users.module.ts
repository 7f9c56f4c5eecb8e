import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import type { ModerationTarget } from '../../lib/moderation-target';
import type { AccountsDeps } from './accounts.service';
import usersRoutes from './users.routes';
import { userModerationTarget } from './users.service';

/** What users hand other modules: a user as a moderation target (blocked, unblocked). */
export interface UsersServices {
  moderationTarget: ModerationTarget;
}

/**
 * Users (/api/users/): accounts, sign-in and sessions, profiles, regions and districts, the admin's
 * user list. `nameChanged` tells of a new name: a teacher's name is in their courses' search keys, and
 * this module cannot import courses (courses imports users), so the courses' answer is handed in.
 */
export function createUsersModule(ctx: ModuleContext, { nameChanged }: Pick<AccountsDeps, 'nameChanged'>): AppModule<UsersServices> {
  const deps: AccountsDeps = {
    db: ctx.db,
    tokens: ctx.tokens,
    refreshTtlDays: ctx.config.refreshTokenTtlDays,
    blobs: ctx.blobs,
    sms: ctx.adapters.sms,
    revocations: ctx.revocations,
    log: ctx.log,
    nameChanged,
  };
  return {
    name: 'users',
    services: { moderationTarget: userModerationTarget({ db: ctx.db, revocations: ctx.revocations }) },
    routes: [moduleRoutes('/api/users', usersRoutes, { deps })],
    jobs: [],
    views: [],
  };
}
