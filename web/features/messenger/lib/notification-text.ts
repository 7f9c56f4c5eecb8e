import type { ServerNotification } from '@shared/schemas/messenger';
import { messageKeyExists, type TFunction } from '@web/lib/i18n';

/**
 * A server notification in the reader's words: its code (chat.message, chat.product, …) looked up in
 * the notifications dictionary, with its params (the sender's name, the message's start) filled in
 * as written. A code this app does not know yet reads as a plain "new notification".
 */
export function notificationText(t: TFunction, n: Pick<ServerNotification, 'code' | 'params'>): { title: string; comment: string } {
  const base = messageKeyExists(`notifications.codes.${n.code}.title`) ? `notifications.codes.${n.code}` : 'notifications.codes.unknown';
  return { title: t(`${base}.title`, n.params), comment: t(`${base}.comment`, n.params) };
}
