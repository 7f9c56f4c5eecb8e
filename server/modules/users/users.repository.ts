import { eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { rebuildSearchKeys } from '../../lib/search';
import { users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** What authorization needs to know about the caller. */
export interface AuthUser {
  id: number;
  guid: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export async function findAuthUser(db: Db, guid: string): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db
    .select({ id: users.id, guid: users.guid, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.guid, guid))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

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
export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  const key = searchKey(nameSource(row));
  if (key === row.searchText) return row;
  const [keyed] = await db.update(users).set({ searchText: key }).where(eq(users.id, id)).returning();
  return keyed;
}

/** Rebuilds the stored search keys of every user (after searchKey changed). */
export const rebuildUserSearchKeys = (db: Db) =>
  rebuildSearchKeys(db, users, users.searchText, { firstName: users.firstName, lastName: users.lastName, middleName: users.middleName }, nameSource);

export async function findUserByGuid(db: Db, guid: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db.select().from(users).where(eq(users.guid, guid)).limit(1);
  return row ?? null;
}
