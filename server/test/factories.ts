import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@shared/constants';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { issueTokens } from '../modules/users/accounts.service';
import { insertUser, type NewUser, type UserRow } from '../modules/users/users.repository';

const DEFAULT_PASSWORD = 'Ipak-parol-2026';
let passwordHash: Promise<string> | undefined;

/** A random valid 9-digit phone (mobile codes start with 9, 3, 5, 7, 8). */
export const randomPhone = () => `9${randomInt(0, 10 ** 8).toString().padStart(8, '0')}`;

type UserOverrides = Partial<NewUser> & { password?: string; role?: Role };

/**
 * Inserts a user directly (fast: the default password's hash is computed once per file), with the
 * phone confirmed (issue 40) unless `phoneConfirmedAt: null` is given.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const { password, ...rest } = overrides;
  const hash = password ? await hashPassword(password) : await (passwordHash ??= hashPassword(DEFAULT_PASSWORD));
  const row = await insertUser(db, {
    firstName: 'Test',
    lastName: 'Foydalanuvchi',
    phone: randomPhone(),
    passwordHash: hash,
    role: 'user',
    phoneConfirmedAt: new Date(),
    ...rest,
  });
  return { ...row, password: password ?? DEFAULT_PASSWORD };
}

/**
 * An access token of a new session for a user, as sign-in would issue it. A user given without an
 * id (one that does not exist) gets a well-signed token of a session that does not exist.
 */
export async function accessTokenFor(app: FastifyInstance, user: { id?: number; guid: string; role: string }): Promise<string> {
  if (user.id === undefined) return app.tokens.sign({ sub: user.guid, role: user.role, sid: randomUUID() });
  const deps = { db: app.db, tokens: app.tokens, refreshTtlDays: app.config.refreshTokenTtlDays };
  return (await issueTokens(deps, { id: user.id, guid: user.guid, role: user.role as UserRow['role'] })).access;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new user (as createUser, in the app's database) with the access token of a session of theirs. */
export async function createSignedInUser(app: FastifyInstance, overrides: UserOverrides = {}) {
  const user = await createUser(app.db, overrides);
  return { ...user, token: await accessTokenFor(app, user) };
}

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** The access token of a new user, for a caller the test needs no more of (a moderator, another user). */
export const newUserToken = async (app: FastifyInstance, overrides: UserOverrides = {}) => (await createSignedInUser(app, overrides)).token;

/** The admin area's two roles, signed in: an admin (Aziz Admin) and a moderator (Malika Moderator), in that order. */
export async function signInStaff(app: FastifyInstance): Promise<{ admin: SignedInUser; moderator: SignedInUser }> {
  const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Aziz', lastName: 'Admin' });
  const moderator = await createSignedInUser(app, { role: 'moderator', firstName: 'Malika', lastName: 'Moderator' });
  return { admin, moderator };
}
