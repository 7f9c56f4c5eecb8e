import type { ServerNotification } from '@shared/schemas/messenger';
import { NOTIFICATION_KINDS, notificationKindOf, type NotificationKind } from '@shared/notification-kinds';
import type { NotificationSettings } from '@shared/schemas/notification-settings';
import type { Db } from '../../db/client';
import { paged } from '../../lib/paging';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

/** What the notification rules need. */
export interface NotificationsDeps {
  db: Db;
}

/** Notifications per page of /profile/notifications/. */
const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(deps: NotificationsDeps, userId: number, page: number) {
  const { rows, total, unread } = await repo.notificationsPage(deps.db, userId, page, NOTIFICATIONS_PAGE_SIZE);
  return { ...paged(rows.map(presentNotification), page, NOTIFICATIONS_PAGE_SIZE, total), unread };
}

/** Marks one notification (or all, without a guid) read; answers how many stay unread. */
export async function markRead(deps: NotificationsDeps, userId: number, guid: string | undefined) {
  await repo.markNotificationsRead(deps.db, userId, guid);
  return { unread: await repo.countUnread(deps.db, userId) };
}

/** GET settings/: every kind, on unless the user switched it off. */
export async function notificationSettings(deps: NotificationsDeps, userId: number): Promise<NotificationSettings> {
  const preferences = await repo.preferences(deps.db, userId);
  return { kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, preferences.get(kind) ?? true])) as NotificationSettings['kinds'] };
}

/** PUT settings/: the user's setting of every kind, as sent. */
export async function replaceNotificationSettings(deps: NotificationsDeps, userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  await repo.setPreferences(deps.db, userId, NOTIFICATION_KINDS.map((kind) => [kind, settings.kinds[kind]]));
  return notificationSettings(deps, userId);
}

// What other modules may do with notifications: create one (answered as presented), clear a link's,
// ask whether a user gets a kind (push, Telegram).

/** Whether the user gets notifications of this kind, however they are told (the bell, push, Telegram). */
export const isNotificationKindOn = (deps: NotificationsDeps, userId: number, kind: NotificationKind) => repo.isKindOn(deps.db, userId, kind);

/**
 * Stores the bell's notification and answers it as presented — or answers null, storing nothing,
 * when the user switched its kind off: the caller then shows and pushes nothing either.
 */
export async function createNotification(deps: NotificationsDeps, values: repo.NewNotification): Promise<ServerNotification | null> {
  const kind = notificationKindOf(values.code);
  if (kind && !(await repo.isKindOn(deps.db, values.userId, kind))) return null;
  return presentNotification(await repo.insertNotification(deps.db, values));
}

export const clearNotificationsForLink = (deps: NotificationsDeps, userId: number, link: string) => repo.markReadByLink(deps.db, userId, link);

/** Of these users, those already told of this (code and link): a job tried again tells nobody twice. */
export const usersAlreadyNotified = async (deps: NotificationsDeps, userIds: readonly number[], code: string, link: string) =>
  new Set(await repo.usersWithNotification(deps.db, userIds, code, link));
