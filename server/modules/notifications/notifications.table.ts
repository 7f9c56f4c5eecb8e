import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    title: text().notNull(),
    comment: text().notNull().default(''),
    type: text({ enum: ['info', 'success', 'error', 'message'] }).notNull().default('info'),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
