import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LAST_SEEN_WRITE_MINUTES, type Role } from '@shared/constants';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import type { AuthUser } from '../../lib/auth-user';
import { countPerPeriod, type Period } from '../../lib/periods';
import { preparedPerDb } from '../../lib/prepared';
import { rebuildSearchKeys } from '../../lib/search';
import { releaseFiles, settleFiles } from '../../lib/stored-files';
import { refreshTokens, users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Whether the phone was confirmed, as AuthUser carries it (issue 40). */
const phoneConfirmedColumn = () => sql<boolean>`${users.phoneConfirmedAt} is not null`.mapWith(Boolean);

export async function findAuthUser(db: Db, guid: string): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db
    .select({ id: users.id, guid: users.guid, role: users.role, firstName: users.firstName, lastName: users.lastName, phoneConfirmed: phoneConfirmedColumn() })
    .from(users)
    .where(eq(users.guid, guid))
    .limit(1);
  return row ?? null;
}

/** A user by id: the columns authorization needs, and whether an admin blocked the account. */
export async function findAuthUserById(db: Db, id: number): Promise<(AuthUser & { blocked: boolean }) | null> {
  const [row] = await db
    .select({ id: users.id, guid: users.guid, role: users.role, firstName: users.firstName, lastName: users.lastName, phoneConfirmed: phoneConfirmedColumn(), blocked: sql<boolean>`${users.blockedAt} is not null` })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionUserQuery = (db: Db, guid: string | SQLWrapper, sessionOpen: SQL<boolean>) =>
  db
    .select({ id: users.id, guid: users.guid, role: users.role, firstName: users.firstName, lastName: users.lastName, phoneConfirmed: phoneConfirmedColumn(), sessionOpen })
    .from(users)
    .where(eq(users.guid, guid))
    .limit(1);

/** Asked on every signed-in request: prepared (server/lib/prepared.ts). */
const sessionUserStatement = preparedPerDb((db) =>
  sessionUserQuery(
    db,
    sql.placeholder('guid'),
    // Columns named with their tables: inside a subquery drizzle would leave them unqualified.
    sql<boolean>`exists (select 1 from ${refreshTokens} as rt where rt.family = ${sql.placeholder('sid')}::uuid and rt.user_id = ${users}.id and rt.revoked_at is null) and ${users}.blocked_at is null`,
  ).prepare('users_session_user'),
);

/**
 * The caller a token names, and whether the token's session is still open: one query, the one every
 * signed-in request makes anyway. A session is open while its refresh-token family has a token that
 * was not revoked (sign-out, a reused refresh token, a new password or blocking revoke them all) and
 * its user is not blocked (so a blocked user is refused even by an instance that missed the revocation).
 */
export async function findSessionUser(db: Db, guid: string, sid: string): Promise<{ user: AuthUser; sessionOpen: boolean } | null> {
  if (!UUID.test(guid)) return null;
  // A token whose session id is not a uuid names no open session (its user is still found, for the 401).
  const [row] = UUID.test(sid) ? await sessionUserStatement(db).execute({ guid, sid }) : await sessionUserQuery(db, guid, sql<boolean>`false`);
  if (!row) return null;
  const { sessionOpen, ...user } = row;
  return { user, sessionOpen: sessionOpen === true };
}

export const findUserById = (db: Db, id: number): Promise<UserRow | null> => rowWhere(db, users, users.id, id);

export const findUserByPhone = (db: Db, phone: string): Promise<UserRow | null> => rowWhere(db, users, users.phone, phone);

/** What a person is found by in the admin list: their names. */
const nameSource = (u: { firstName: string; lastName?: string | null; middleName?: string | null }) =>
  `${u.firstName} ${u.lastName ?? ''} ${u.middleName ?? ''}`;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, searchText: searchKey(nameSource(values)) })
    .returning();
  return row;
}

/** Updates a user; when a name changed, their search key follows. */
/**
 * Updates a user (and their search key). A new picture's file is settled, and the old one's released,
 * in the same transaction (server/lib/stored-files.ts).
 */
export async function updateUser(db: Db, id: number, values: Partial<NewUser>, files: { settle?: string[]; release?: string[] } = {}): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    await settleFiles(tx, files.settle ?? []);
    await releaseFiles(tx, files.release ?? []);
    const key = searchKey(nameSource(row));
    if (key === row.searchText) return row;
    const [keyed] = await tx.update(users).set({ searchText: key }).where(eq(users.id, id)).returning();
    return keyed;
  });
}

/** Rebuilds the stored search keys of every user (after searchKey changed). */
export const rebuildUserSearchKeys = (db: Db) =>
  rebuildSearchKeys(db, users, users.searchText, { firstName: users.firstName, lastName: users.lastName, middleName: users.middleName }, nameSource);

export async function findUserByGuid(db: Db, guid: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db.select().from(users).where(eq(users.guid, guid)).limit(1);
  return row ?? null;
}

/** Sets a user's role (the admin area's role change). */
export async function setUserRole(db: Db, id: number, role: Role): Promise<UserRow> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

/** Blocks (a time and a reason) or unblocks (nulls) a user. */
export async function setUserBlock(db: Db, id: number, values: { blockedAt: Date | null; blockedReason: string | null }): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** The admin overview: users per role, with how many of each are blocked (one grouped count). */
export const countUsersByRole = (db: Db) =>
  db
    .select({ role: users.role, count: sql<number>`count(*)::int`, blocked: sql<number>`count(${users.blockedAt})::int` })
    .from(users)
    .groupBy(users.role);

/** The admin overview: users per region (null: not said). */
export const countUsersByRegion = (db: Db) =>
  db
    .select({ region: users.regionId, count: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.regionId)
    .orderBy(sql`count(*) desc`, users.regionId);

/** The admin overview: users who signed up per period since `since` (users_created_idx range). */
export const countNewUsers = (db: Db, period: Period, since: Date) => countPerPeriod(db, users, users.createdAt, period, since);

/**
 * Records that the user is here now (issue 40: 'last seen'): a write at most every
 * LAST_SEEN_WRITE_MINUTES (the condition makes a repeat a no-op), unless `always` (a tab's last
 * socket closing: the moment they left).
 */
export async function markSeen(db: Db, userId: number, always = false): Promise<void> {
  const stale = always ? sql`true` : sql`(${users.lastSeenAt} is null or ${users.lastSeenAt} < now() - make_interval(mins => ${LAST_SEEN_WRITE_MINUTES}))`;
  await db.update(users).set({ lastSeenAt: sql`now()` }).where(sql`${users.id} = ${userId} and ${stale}`);
}
