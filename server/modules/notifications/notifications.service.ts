import type { ServerNotification } from '@shared/schemas/messenger';
import type { Db } from '../../db/client';
import { presentNotification } from './notifications.presenter';
import { insertNotification, markReadByLink, type NewNotification } from './notifications.repository';

/** What other modules may do with notifications: create one (answered as presented), clear a link's. */
export async function createNotification(db: Db, values: NewNotification): Promise<ServerNotification> {
  return presentNotification(await insertNotification(db, values));
}

export const clearNotificationsForLink = (db: Db, userId: number, link: string) => markReadByLink(db, userId, link);
