import type { z } from 'zod';
import { mayChangeRole, type Role } from '@shared/constants';
import type { AdminUser, adminUserCreateSchema } from '@shared/schemas/users';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { SessionRevocations } from '../../lib/session-revocations';
import type { SmsSender } from '../../lib/sms';
import { recordAudit, type AuditActor } from '../audit';
import { sendResetCode } from './accounts.service';
import { phoneTakenField, roleInvalid, roleNotAllowed } from './users.errors';
import { canGrantRole } from './users.policies';
import { presentAdminUser } from './users.presenter';
import { findUserByPhone, insertUser, setUserRole } from './users.repository';
import { checkRegionDistrict, fullName, mayActOnUserOrThrow, userRowByGuid } from './users.service';

/**
 * User management in the admin area (issue 15): creating users of a chosen role, changing roles,
 * blocking and unblocking, sending a password-reset code. Each action stays within the role limits of
 * shared/constants (grantableRoles, mayChangeRole, mayActOnUser) and writes its audit record in the
 * same transaction as the change. Blocking and unblocking live in users.service.ts (blockUser,
 * unblockUser), which other modules call too (moderation blocks reported users).
 */
export interface AdminUsersDeps {
  db: Db;
  /** Ended sessions, announced to every instance (sessions.service.ts). */
  revocations: SessionRevocations;
  sms: SmsSender;
}

/** The one who acts: the signed-in caller (AuthUser). */
export type Actor = AuditActor;

/**
 * POST dashboard/users/create/: a user of a role the caller may give, the profile complete and the
 * phone confirmed: the admin vouches for the number (issue 40), so the account sells, posts and chats
 * at once; the audit record says so (`phone_confirmed: true`).
 */
export async function createUser(deps: AdminUsersDeps, actor: Actor, input: z.output<typeof adminUserCreateSchema>): Promise<AdminUser> {
  if (!canGrantRole(actor, input.role)) throw roleInvalid();
  await checkRegionDistrict(deps, input.region, input.district);
  if (await findUserByPhone(deps.db, input.phone)) throw phoneTakenField();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        middleName: input.middle_name ?? '',
        phone: input.phone,
        email: input.email || null,
        birthday: input.birthday || null,
        gender: input.gender ?? null,
        regionId: input.region ?? null,
        districtId: input.district ?? null,
        passwordHash,
        profileCompletedAt: new Date(),
        phoneConfirmedAt: new Date(),
      });
      await recordAudit(tx, actor, {
        action: 'user.create',
        targetId: row.guid,
        targetLabel: fullName(row),
        before: null,
        after: { role: row.role, first_name: row.firstName, last_name: row.lastName, phone: row.phone, phone_confirmed: true },
      });
      return row;
    });
    return presentAdminUser(user);
  } catch (err) {
    // Two creations with one phone at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw phoneTakenField();
    throw err;
  }
}

/** PATCH dashboard/users/{guid}/role/: within mayChangeRole, else 403 users.role_not_allowed. */
export async function changeRole(deps: AdminUsersDeps, actor: Actor, guid: string, role: Role): Promise<AdminUser> {
  const target = await userRowByGuid(deps.db, guid);
  if (!mayChangeRole(actor, target, role)) throw roleNotAllowed();
  if (target.role === role) return presentAdminUser(target);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await setUserRole(tx, target.id, role);
    await recordAudit(tx, actor, { action: 'user.role_change', targetId: target.guid, targetLabel: fullName(target), before: { role: target.role }, after: { role } });
    return row;
  });
  return presentAdminUser(updated);
}

/**
 * POST dashboard/users/{guid}/password-reset/: sends the user the reset code of the password-reset
 * flow (same code store, same SMS in the user's language); they set a new password with it.
 */
export async function sendPasswordReset(deps: AdminUsersDeps, actor: Actor, guid: string): Promise<void> {
  const target = await userRowByGuid(deps.db, guid);
  mayActOnUserOrThrow(actor, target);
  await sendResetCode(deps, target, async (tx) => {
    await recordAudit(tx, actor, { action: 'user.password_reset', targetId: target.guid, targetLabel: fullName(target), before: null, after: null });
  });
}
