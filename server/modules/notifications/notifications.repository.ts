import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NotificationKind } from '@shared/notification-kinds';
import { notificationPreferences, notifications } from './notifications.table';
import { onPage } from '../../lib/paging';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'code' | 'params' | 'type' | 'link'>;

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** A page of the user's notifications, newest first, with the total and the unread count (notifications_user_created_idx). */
export async function notificationsPage(db: Db, userId: number, page: number, pageSize: number) {
  const [rowsOfPage, [{ total, unread }]] = await Promise.all([
    onPage(
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      { page, pageSize },
    ),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { rows: rowsOfPage, total, unread };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** Marks one of the user's notifications read (by guid), or all of them. Someone else's guid changes nothing. */
export async function markNotificationsRead(db: Db, userId: number, guid?: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), guid ? eq(notifications.guid, guid) : undefined));
}

/** Marks read the user's notifications that point to a link (e.g. a chat the user has just read). */
export async function markReadByLink(db: Db, userId: number, link: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.link, link)));
}

/** Of these users, those who already have a notification of this code and link. */
export async function usersWithNotification(db: Db, userIds: readonly number[], code: string, link: string): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.code, code), eq(notifications.link, link)));
  return rows.map((r) => r.userId);
}

/** The kinds the user has a setting for (a kind without one is on). */
export async function preferences(db: Db, userId: number): Promise<Map<NotificationKind, boolean>> {
  const rows = await db.select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.enabled]));
}

/** Whether the user gets notifications of this kind (on unless switched off). */
export async function isKindOn(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)))
    .limit(1);
  return row?.enabled ?? true;
}

/** Writes the user's setting of every given kind. */
export async function setPreferences(db: Db, userId: number, kinds: [NotificationKind, boolean][]): Promise<void> {
  if (!kinds.length) return;
  await db
    .insert(notificationPreferences)
    .values(kinds.map(([kind, enabled]) => ({ userId, kind, enabled })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { enabled: sql`excluded.enabled`, updatedAt: new Date() } });
}
