import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, type SmsCodePurpose } from './users.table';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** A new code replaces every earlier unused one of its purpose (a sign-up code never voids a reset code, nor the reverse). */
export async function replaceResetCode(db: Db, values: { userId: number; purpose: SmsCodePurpose; codeHash: string; expiresAt: Date }) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, values.userId), eq(passwordResetCodes.purpose, values.purpose), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values(values);
  });
}

/** Voids every unused code of the user, of every purpose (blocking them: a code asked for before stops working). */
export async function voidResetCodes(db: Db, userId: number) {
  await db.update(passwordResetCodes).set({ usedAt: sql`now()` }).where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function findActiveResetCode(db: Db, userId: number, purpose: SmsCodePurpose): Promise<ResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.purpose, purpose), isNull(passwordResetCodes.usedAt)))
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
