import type { z } from 'zod';
import { mayActOnUser, type LanguageCode, type Role } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/users';
import type { AdminListBody } from '@shared/schemas/common';
import type { contactSchema } from '@shared/schemas/users';
import type { Db } from '../../db/client';
import type { SessionRevocations } from '../../lib/session-revocations';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit, type AuditActor } from '../audit';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import { voidResetCodes } from './reset-codes.repository';
import { revokeAllForUser } from './tokens.repository';
import { paged } from '../../lib/paging';
import type { Period } from '../../lib/periods';
import { insertContactMessage } from './contact.repository';
import { listUsersPage } from './dashboard.repository';
import * as geo from './geo.repository';
import { districtInvalid, notAllowedOnUser, regionInvalid, userNotFound } from './users.errors';
import { presentAdminUser, presentDistrict, presentProfile, presentPublicProfile, presentRegion } from './users.presenter';
import * as repo from './users.repository';
import { imageKeyToUrl } from '../../lib/images';

/**
 * Users beyond sign-in (accounts.service.ts): profiles, geo reference data, the contact form, the
 * admin user list — and what other modules and plugins may ask of users (findAuthUser, findSessionUser,
 * revokeUserSessions).
 */
export interface UsersDeps {
  db: Db;
}

/** A user's full name as the admin area and the logs show it. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** A user's whole row by guid, or 404 users.not_found (the admin area's actions on a user). */
export async function userRowByGuid(db: Db, guid: string): Promise<repo.UserRow> {
  const user = await repo.findUserByGuid(db, guid);
  if (!user) throw userNotFound();
  return user;
}

/** Sessions: who a token names and whether its session is open; ending one session or all of a user's. */
export { findSessionUser,  revokeUserSessions,  } from './sessions.service';

/** Records that the user is here now (last seen; at most every few minutes unless `always`). */
export const markSeen = (db: Db, userId: number, always = false) => repo.markSeen(db, userId, always);

/** What the sellers module shows of a user and how they may be reached (issue 40): null when there is no such user. */
export async function findSeller(db: Db, guid: string) {
  const user = await repo.findUserByGuid(db, guid);
  if (!user) return null;
  const { id, role, firstName, lastName, pfp, createdAt, lastSeenAt, showPhone, telegram, phone, blockedAt, phoneConfirmedAt } = user;
  return { id, guid: user.guid, role, firstName, lastName, pfp: imageKeyToUrl(pfp), createdAt, lastSeenAt, showPhone, telegram, phone, phoneConfirmed: phoneConfirmedAt !== null, blocked: blockedAt !== null };
}
export type SellerPerson = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/** A user by guid: the few columns authorization needs. */
export const findAuthUser = (deps: UsersDeps, guid: string) => repo.findAuthUser(deps.db, guid);

/** A user by id as a signed-in session would see them, or null when there is no such user or an admin blocked them (a reply from Telegram, say, acts as them). */
export async function findActiveAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const row = await repo.findAuthUserById(db, userId);
  if (!row || row.blocked) return null;
  const { blocked: _blocked, ...user } = row;
  return user;
}

/** Rebuilds the stored search keys of every user (after searchKey changed). */
export const rebuildUserSearchKeys = (db: Db) => repo.rebuildUserSearchKeys(db);

/** What another module needs to speak to a user outside the page (Telegram): their language, name and phone; null for no such user. */
export async function findUserContact(db: Db, userId: number): Promise<{ id: number; guid: string; language: LanguageCode; firstName: string; phone: string; phoneConfirmed: boolean; blocked: boolean } | null> {
  const user = await repo.findUserById(db, userId);
  return user
    ? { id: user.id, guid: user.guid, language: user.language, firstName: user.firstName, phone: user.phone, phoneConfirmed: user.phoneConfirmedAt !== null, blocked: user.blockedAt !== null }
    : null;
}

/** The id of the account registered with this phone (its 9 digits), or null (Telegram's sign-in by a shared contact, issue 41). */
export async function findUserIdByPhone(db: Db, phone: string): Promise<number | null> {
  return (await repo.findUserByPhone(db, phone))?.id ?? null;
}

/** The caller's own row (for the account rules of accounts.service.ts). */
export async function userRow(deps: UsersDeps, userId: number) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw userNotFound();
  return user;
}

export async function ownProfile(deps: UsersDeps, userId: number) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw userNotFound();
  return presentProfile(user);
}

export async function publicProfile(deps: UsersDeps, guid: string) {
  const user = await repo.findUserByGuid(deps.db, guid);
  if (!user) throw userNotFound();
  return presentPublicProfile(user);
}

export const regions = async (deps: UsersDeps) => (await geo.listRegions(deps.db)).map(presentRegion);
export const districts = async (deps: UsersDeps, regionId?: number) => (await geo.listDistricts(deps.db, regionId)).map(presentDistrict);

/**
 * A place as a form gives it: the region must exist and the district lie in it (400 with the field
 * codes region_invalid / district_invalid). For profiles, announcements and saved searches alike.
 */
export async function checkRegionDistrict(deps: UsersDeps, region: number | null | undefined, district: number | null | undefined) {
  if (region != null && !(await geo.regionExists(deps.db, region))) throw regionInvalid();
  if (district != null) {
    const d = await geo.findDistrict(deps.db, district);
    if (!d || (region != null && d.regionId !== region)) throw districtInvalid();
  }
}

/** Stores a message of the contact form (signed in or not). */
export async function sendContactMessage(deps: UsersDeps, input: z.output<typeof contactSchema>, userId: number | null) {
  await insertContactMessage(deps.db, { name: input.name, phone: input.phone, message: input.message, userId });
}

/** POST dashboard/users/list/: users by role filter, searched by name or phone. */
export async function listUsers(deps: UsersDeps, body: AdminListBody & { q: string; page_number: number; page_size: number }) {
  const { rows, total } = await listUsersPage(deps.db, { role: body.role, q: body.q, page: body.page_number, pageSize: body.page_size });
  return paged(rows.map(presentAdminUser), body.page_number, body.page_size, total);
}

/** A user by guid, for another module's admin actions (e.g. making a user a teacher); 404 users.not_found when there is none. */
export async function requireUserByGuid(deps: Pick<UsersDeps, 'db'>, guid: string): Promise<{ id: number; guid: string; name: string }> {
  const user = await userRowByGuid(deps.db, guid);
  return { id: user.id, guid: user.guid, name: fullName(user) };
}

/** 403 users.not_allowed_on_user unless the actor may block, unblock or reset the target (mayActOnUser). */
export function mayActOnUserOrThrow(actor: { id: number; role: Role }, target: { id: number; role: Role }) {
  if (!mayActOnUser(actor, target)) throw notAllowedOnUser();
}

/** What blocking needs: the database and the announcement of ended sessions to every instance. */
export interface BlockDeps {
  db: Db;
  revocations: SessionRevocations;
}

/**
 * Blocks a user (the admin area's row action; the moderation module for a reported user): within
 * mayActOnUser (else 403 users.not_allowed_on_user); every session of the user ends at once (their
 * refresh tokens are revoked, the per-request session check refuses a blocked user anyway, chat
 * sockets close), their unused password-reset codes are void, sign-in (and anything else that names
 * the account by phone and password or by a reset code) is refused with 403 auth.blocked. Blocking a
 * blocked user changes nothing.
 */
export async function blockUser(deps: BlockDeps, actor: AuditActor, targetGuid: string, reason: string): Promise<AdminUser> {
  const target = await userRowByGuid(deps.db, targetGuid);
  mayActOnUserOrThrow(actor, target);
  if (target.blockedAt) return presentAdminUser(target);
  const { row, sids } = await deps.db.transaction(async (tx) => {
    const row = await repo.setUserBlock(tx, target.id, { blockedAt: new Date(), blockedReason: reason });
    const sids = await revokeAllForUser(tx, target.id);
    // A password-reset code asked for before the block would otherwise still set a new password.
    await voidResetCodes(tx, target.id);
    await recordAudit(tx, actor, {
      action: 'user.block',
      targetId: target.guid,
      targetLabel: fullName(target),
      before: { blocked: false },
      after: { blocked: true, reason },
    });
    return { row, sids };
  });
  // Announced once committed: every instance closes the sessions' chat sockets and refuses their tokens.
  await deps.revocations.revoke(sids);
  return presentAdminUser(row);
}

/** Unblocks a user (DELETE dashboard/users/{guid}/block/): they may sign in again. */
export async function unblockUser(deps: UsersDeps, actor: AuditActor, targetGuid: string): Promise<AdminUser> {
  const target = await userRowByGuid(deps.db, targetGuid);
  mayActOnUserOrThrow(actor, target);
  if (!target.blockedAt) return presentAdminUser(target);
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.setUserBlock(tx, target.id, { blockedAt: null, blockedReason: null });
    await recordAudit(tx, actor, {
      action: 'user.unblock',
      targetId: target.guid,
      targetLabel: fullName(target),
      before: { blocked: true, reason: target.blockedReason ?? '' },
      after: { blocked: false },
    });
    return row;
  });
  return presentAdminUser(row);
}


// --- moderation (issue 15) -----------------------------------------------------------------------

/**
 * Users as the moderation module sees them (a reported user): described by guid or id; a rejected
 * report case blocks the user through blockUser (its own transaction, sessions ended, audited as
 * user.block). A user's state reads 'rejected' while blocked.
 */
export function userModerationTarget(deps: BlockDeps): ModerationTarget {
  const info = (u: Awaited<ReturnType<typeof repo.findUserById>>): TargetInfo | null =>
    u
      ? {
          id: u.id,
          guid: u.guid,
          authorId: u.id,
          title: fullName(u),
          link: null,
          editLink: null,
          state: u.blockedAt ? 'rejected' : 'published',
          visible: !u.blockedAt,
        }
      : null;
  return {
    describe: async (db, guid) => info(await repo.findUserByGuid(db, guid)),
    describeById: async (db, id) => info(await repo.findUserById(db, id)),
    setState: async () => undefined,
    rejectFirst: async (_db, target, change, actor) => {
      await blockUser(deps, actor, target.guid, change.message || change.reason || 'other');
    },
  };
}

/** The admin overview's user figures (three grouped counts): per role with the blocked, per region, new per period since `since`. */
export async function userStats(db: Db, period: Period, since: Date) {
  const [byRole, byRegion, created] = [await repo.countUsersByRole(db), await repo.countUsersByRegion(db), await repo.countNewUsers(db, period, since)];
  return {
    total: byRole.reduce((n, r) => n + r.count, 0),
    blocked: byRole.reduce((n, r) => n + r.blocked, 0),
    byRole: byRole.map((r) => ({ role: r.role, count: r.count })),
    byRegion,
    created,
  };
}
