import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import { refreshTokens } from './users.table';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Db, values: { userId: number; family: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(values);
}

export const findRefreshToken = (db: Db, tokenHash: string): Promise<RefreshTokenRow | null> => rowWhere(db, refreshTokens, refreshTokens.tokenHash, tokenHash);

/** Marks the token used, only if nobody used it first: the one atomic step of a rotation. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Retires a replacement that never reached its client (the grace window of a rotation): it can never
 * be used, and presenting it later counts as a copy. Only if nobody used it first.
 */
export async function retireRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()`, revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * The token that replaced `row`, when `row` was used within the last `seconds` and that replacement
 * is still the family's only newer token and unused: the rotation's answer never reached its client.
 */
export async function unusedSuccessorWithin(db: Db, row: Pick<RefreshTokenRow, 'id' | 'family'>, seconds: number): Promise<RefreshTokenRow | null> {
  const [recent] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt), sql`${refreshTokens.usedAt} > now() - make_interval(secs => ${seconds})`));
  if (!recent) return null;
  const newer = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family, row.family), gt(refreshTokens.id, row.id)))
    .orderBy(refreshTokens.id)
    .limit(2);
  const [successor] = newer;
  return newer.length === 1 && successor && !successor.usedAt && !successor.revokedAt ? successor : null;
}

export async function revokeFamily(db: Db, family: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Revokes every open family of the user; answers the families (sessions) that were open. */
export async function revokeAllForUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ family: refreshTokens.family });
  return [...new Set(rows.map((r) => r.family))];
}
