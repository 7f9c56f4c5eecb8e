import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { guidColumn } from '../../db/columns';
import { users } from '../users/users.table';

export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    /** "smallerUserId:largerUserId": one chat per pair of users, enforced by the database. */
    pairKey: text().notNull().unique(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Id of the last message this member has read (read receipts, unread counts). */
    lastReadMessageId: bigint({ mode: 'number' }).notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    guid: guidColumn(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['text', 'product', 'announcement'] }).notNull().default('text'),
    /** The text, or the product / announcement guid for those types. */
    content: text().notNull(),
    /** The sender's own id for the message, so a resend after a reconnect is stored once. */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_chat_id_idx').on(t.chatId, t.id),
    // The admin overview's messages per day: a grouped count over the last days' range (issue 15).
    index('messages_created_idx').on(t.createdAt),
    unique('messages_sender_client_unique').on(t.userId, t.clientId),
    // Who applied to an announcement: the senders of its announcement messages (applicantCounts).
    index('messages_announcement_idx').on(t.content, t.userId).where(sql`${t.type} = 'announcement'`),
  ],
);
