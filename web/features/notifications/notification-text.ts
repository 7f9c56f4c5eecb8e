import type { ServerNotification } from '@shared/schemas/messenger';
import type { TextRef } from './notification-store';
import { messageKeyExists, type TFunction } from '@web/lib/i18n';

/**
 * A server notification as dictionary references: its code (chat.message, chat.product, …) names
 * the title and comment of the notifications dictionary, its params (the sender's name, the
 * message's start) fill them as written. A code this app does not know yet reads as a plain "new
 * notification". Kept as references (a toast, the local list) they are worded when shown, in the
 * reader's language of that moment.
 */
export function notificationRef(n: Pick<ServerNotification, 'code' | 'params'>): { title: TextRef; comment: TextRef } {
  const base = messageKeyExists(`notifications.codes.${n.code}.title`) ? `notifications.codes.${n.code}` : 'notifications.codes.unknown';
  // A param that is itself a code (a rejection's reason) picks its own comment, worded per language.
  const reason = n.params?.reason;
  const comment = typeof reason === 'string' && messageKeyExists(`${base}.comments.${reason}`) ? `${base}.comments.${reason}` : `${base}.comment`;
  return { title: { key: `${base}.title`, params: n.params }, comment: { key: comment, params: n.params } };
}

/** A server notification in the reader's words. */
export function notificationText(t: TFunction, n: Pick<ServerNotification, 'code' | 'params'>): { title: string; comment: string } {
  const { title, comment } = notificationRef(n);
  return { title: t(title.key, title.params), comment: t(comment.key, comment.params) };
}
