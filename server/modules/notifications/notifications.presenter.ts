import type { ServerNotification } from '@shared/schemas/messenger';
import type { NotificationRow } from './notifications.repository';

export const presentNotification = (n: NotificationRow): ServerNotification => ({
  guid: n.guid,
  title: n.title,
  comment: n.comment,
  type: n.type,
  link: n.link,
  read: n.readAt !== null,
  created_at: n.createdAt.toISOString(),
});
