import { eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db } from '../../db/client';
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

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function findUserByGuid(db: Db, guid: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db.select().from(users).where(eq(users.guid, guid)).limit(1);
  return row ?? null;
}
