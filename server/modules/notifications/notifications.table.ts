import { boolean, index, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@shared/notification-kinds';
import { createdAtColumn, guidColumn, refColumn } from '../../db/columns';
import { users } from '../users/users.table';

/** Server-side notifications of a user (new chat message while away, moderation results, …). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    userId: refColumn(() => users.id),
    /**
     * What happened, as a code the reader's app turns into words (web/locales/{uz,ru,en}/notifications.json),
     * e.g. chat.message; never a sentence, so each reader sees it in their own language.
     */
    code: text().notNull(),
    /** What the code's text needs: names and other people's words, kept as written (e.g. {sender, preview}). */
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    type: text({ enum: ['info', 'success', 'error', 'message'] }).notNull().default('info'),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The kinds of notification a user switched off or on (NOTIFICATION_KINDS of
 * shared/schemas/notification-settings.ts), shared by the bell, Web Push and Telegram; a kind
 * without a row is on. (Issue 27's push_preferences, which held the same for push alone, became it.)
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: refColumn(() => users.id),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
