import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { guidColumn } from '../../db/columns';
import { users } from '../users/users.table';

/** Server-side notifications of a user (new chat message while away, moderation results, …). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
