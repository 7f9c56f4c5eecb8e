import type { ServerNotification } from '@shared/schemas/messenger';
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

// What other modules may do with notifications: create one (answered as presented), clear a link's.

export async function createNotification(deps: NotificationsDeps, values: repo.NewNotification): Promise<ServerNotification> {
  return presentNotification(await repo.insertNotification(deps.db, values));
}

export const clearNotificationsForLink = (deps: NotificationsDeps, userId: number, link: string) => repo.markReadByLink(deps.db, userId, link);

/** Of these users, those already told of this (code and link): a job tried again tells nobody twice. */
export const usersAlreadyNotified = async (deps: NotificationsDeps, userIds: readonly number[], code: string, link: string) =>
  new Set(await repo.usersWithNotification(deps.db, userIds, code, link));
