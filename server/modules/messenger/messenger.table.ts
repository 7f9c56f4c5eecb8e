import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, guidColumn, refColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A chat is two people talking about one listing, as on a marketplace: a product ('Bog'lanish') or an
 * announcement ('Ariza qoldirish'), so an application to a job is its own conversation, never lost in
 * an older one about a product. One chat per pair and listing, enforced by the database. Chats made
 * before listings named their chat (one per pair) took the first listing posted in them (migration
 * 0019); a chat with no listing at all (none was ever made so) keeps about_* null.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    /** "smallerUserId:largerUserId": the two members. */
    pairKey: text().notNull(),
    /** What the chat is about: 'product' or 'announcement', and its guid (kept lower-case, as messages name it). */
    aboutType: text({ enum: ['product', 'announcement'] }),
    aboutGuid: uuid(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('chats_pair_about_unique').on(t.pairKey, t.aboutType, t.aboutGuid),
    check('chats_about_both', sql`(${t.aboutType} is null) = (${t.aboutGuid} is null)`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: refColumn(() => chats.id),
    userId: refColumn(() => users.id),
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
    chatId: refColumn(() => chats.id),
    userId: refColumn(() => users.id),
    type: text({ enum: ['text', 'product', 'announcement'] }).notNull().default('text'),
    /** The text, or the product / announcement guid for those types. */
    content: text().notNull(),
    /** The sender's own id for the message, so a resend after a reconnect is stored once. */
    clientId: text(),
    createdAt: createdAtColumn(),
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

/**
 * One-time tickets that open a chat socket without a token in its URL (the web app's sockets): asked
 * for with the bearer token (POST /api/messenger/socket-ticket/), redeemed once by the upgrade on any
 * instance, within SOCKET_TICKET_TTL_SECONDS. Only the ticket's hash is kept.
 */
export const socketTickets = pgTable(
  'socket_tickets',
  {
    ticketHash: text().primaryKey(),
    userId: refColumn(() => users.id),
    userGuid: uuid().notNull(),
    /** The session of the token that asked: the socket belongs to it and closes with it. */
    sid: text().notNull(),
    /** When that token expires: the socket asks again then whether its session is still open. */
    accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('socket_tickets_expires_idx').on(t.expiresAt)],
);
