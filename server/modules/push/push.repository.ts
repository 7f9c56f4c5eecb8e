import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import { users } from '../users';
import { pushSubscriptions } from './push.table';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewPushSubscription = Pick<typeof pushSubscriptions.$inferInsert, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'language' | 'sessionId'>;

export const findByEndpoint = (db: Db, endpoint: string): Promise<PushSubscriptionRow | null> => rowWhere(db, pushSubscriptions, pushSubscriptions.endpoint, endpoint);

/**
 * Stores a browser's subscription, or renews the row of its endpoint (new keys, language, session)
 * when it is the same user's. Answers null when the endpoint is another user's row (left as it is).
 */
export async function upsertSubscription(db: Db, values: NewPushSubscription): Promise<PushSubscriptionRow | null> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, language: values.language, sessionId: values.sessionId, updatedAt: new Date() },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning();
  return row ?? null;
}

/** Keeps the user's newest `keep` subscriptions (ids beyond them go: browsers long unused). */
export async function trimSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.updatedAt} desc`, sql`${pushSubscriptions.id} desc`)
    .limit(keep);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countSubscriptions(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return n;
}

/** What a message to the user needs of each of their browsers, with the user's guid for the session check (push_subscriptions_user_idx). */
export function subscriptionsToSend(db: Db, userId: number) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, language: pushSubscriptions.language, sessionId: pushSubscriptions.sessionId, userGuid: users.guid })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** One browser's subscription, as a send needs it (null once it has gone: unsubscribed, trimmed, or found dead). */
export async function findSubscription(db: Db, id: number): Promise<Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'> | null> {
  const [row] = await db.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth }).from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** Its push service took a message: the failures in a row start again from none, and the first success is kept. */
export async function markDelivered(db: Db, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ firstSuccessAt: sql`coalesce(${pushSubscriptions.firstSuccessAt}, now())`, failures: 0 })
    .where(and(eq(pushSubscriptions.id, id), or(sql`${pushSubscriptions.failures} > 0`, isNull(pushSubscriptions.firstSuccessAt))));
}

/** Its push service failed to take a message: one more failure in a row. Answers the count and the first success (null when the row has gone). */
export async function countFailure(db: Db, id: number): Promise<Pick<PushSubscriptionRow, 'failures' | 'firstSuccessAt'> | null> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failures, firstSuccessAt: pushSubscriptions.firstSuccessAt });
  return row ?? null;
}

export async function deleteSubscriptions(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
