import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes } from './users.table';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** A new code replaces every earlier unused one. */
export async function replaceResetCode(db: Db, values: { userId: number; codeHash: string; expiresAt: Date }) {
  await db.transaction(async (tx) => {
    await voidResetCodes(tx, values.userId);
    await tx.insert(passwordResetCodes).values(values);
  });
}

/** Voids every unused code of the user (blocking them: a code asked for before stops working). */
export async function voidResetCodes(db: Db, userId: number) {
  await db.update(passwordResetCodes).set({ usedAt: sql`now()` }).where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function findActiveResetCode(db: Db, userId: number): Promise<ResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countResetAttempt(db: Db, id: number) {
  await db.update(passwordResetCodes).set({ attempts: sql`${passwordResetCodes.attempts} + 1` }).where(eq(passwordResetCodes.id, id));
}

export async function markResetCodeUsed(db: Db, id: number) {
  await db.update(passwordResetCodes).set({ usedAt: sql`now()` }).where(eq(passwordResetCodes.id, id));
}
