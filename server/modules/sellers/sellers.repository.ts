import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneReveals } from './sellers.table';

/** Records that the viewer was shown the seller's phone on `day`; answers whether it is the first time that day. */
export async function recordReveal(db: Db, viewerId: number, sellerId: number, day: string): Promise<boolean> {
  const rows = await db.insert(phoneReveals).values({ viewerId, sellerId, day }).onConflictDoNothing().returning({ day: phoneReveals.day });
  return rows.length > 0;
}

/** Whether the viewer was shown the seller's phone already on `day` (a repeat is not limited). */
export async function revealedOn(db: Db, viewerId: number, sellerId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: phoneReveals.day })
    .from(phoneReveals)
    .where(sql`${phoneReveals.viewerId} = ${viewerId} and ${phoneReveals.sellerId} = ${sellerId} and ${phoneReveals.day} = ${day}::date`)
    .limit(1);
  return rows.length > 0;
}

/** Forgets reveals before `day`. */
export async function pruneReveals(db: Db, day: string): Promise<void> {
  await db.delete(phoneReveals).where(lt(phoneReveals.day, day));
}
