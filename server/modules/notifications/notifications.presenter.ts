import type { ServerNotification } from '@shared/schemas/messenger';
import type { NotificationRow } from './notifications.repository';

export const presentNotification = (n: NotificationRow): ServerNotification => ({
  guid: n.guid,
  code: n.code,
  params: n.params,
  type: n.type,
  link: n.link,
  read: n.readAt !== null,
  created_at: n.createdAt.toISOString(),
});
