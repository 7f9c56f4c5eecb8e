/**
 * The kinds of notification a user may switch on or off (issue 40): one setting per kind, stored on
 * the server for the user and shared by every way they are told — the bell (/profile/notifications/
 * and the inbox socket's live toast), Web Push on their devices, and Telegram (its own issue). A kind
 * switched off raises nothing at all: no bell notification, no push, no message. Every kind is on
 * until the user switches it off.
 *
 * - chat_message: a new chat message while the reader is not in that chat
 * - saved_search: an announcement matching one of their saved searches
 * - moderation: a moderator's decision on their own product, announcement or comment
 * - courses: their courses (a certificate once a course is finished)
 */
export const NOTIFICATION_KINDS = ['chat_message', 'saved_search', 'moderation', 'courses'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which kind a notification code (notifications.code, e.g. 'chat.message') is; null for a code of no kind (always told). */
export function notificationKindOf(code: string): NotificationKind | null {
  if (code.startsWith('chat.')) return 'chat_message';
  if (code === 'announcements.search_match') return 'saved_search';
  if (code.startsWith('moderation.')) return 'moderation';
  if (code.startsWith('courses.')) return 'courses';
  return null;
}
