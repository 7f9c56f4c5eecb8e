import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * An account's Telegram (issue 41): the private chat with the bot its notifications go to, and the
 * Telegram user who linked it. One chat per account and one account per chat: linking again moves it.
 */
export const telegramLinks = pgTable('telegram_links', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The private chat with the bot (Telegram's ids pass 2^31; below 2^53, so a JS number holds them). */
  chatId: bigint({ mode: 'number' }).notNull().unique(),
  telegramUserId: bigint({ mode: 'number' }).notNull(),
  /** The Telegram @username when it has one (shown on the profile), else null. */
  username: text(),
  firstName: text().notNull().default(''),
  linkedAt: createdAtColumn(),
});

/** What a one-time code of the bot's /start does. */
export const TELEGRAM_CODE_PURPOSES = ['link', 'confirm_phone', 'sign_in'] as const;
export type TelegramCodePurpose = (typeof TELEGRAM_CODE_PURPOSES)[number];

/**
 * One-time codes a t.me link carries to the bot (https://t.me/<bot>?start=<code>): kept as their
 * SHA-256 (a leaked table links nothing), valid for a short time, spent once.
 */
export const telegramCodes = pgTable(
  'telegram_codes',
  {
    codeHash: text().primaryKey(),
    /** Whose account the code is for: the account to link, or whose phone to confirm; null for a sign-in not yet known. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: TELEGRAM_CODE_PURPOSES }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When /start spent it (a code starts something once). */
    usedAt: timestamp({ withTimezone: true }),
    /**
     * 'confirm_phone' and 'sign_in': the private chat whose /start spent the code, now asked to share
     * its contact; the contact it then sends is read against this code (until the code expires).
     */
    chatId: bigint({ mode: 'number' }),
    /** 'sign_in': the SHA-256 of the poll token only the browser that asked holds (it polls with it). */
    pollTokenHash: text().unique(),
    /** 'confirm_phone' and 'sign_in': when the shared contact was accepted (the phone confirmed, the sign-in approved: userId then names the account). */
    doneAt: timestamp({ withTimezone: true }),
    /** 'sign_in': when the browser's poll took the session (once). */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('telegram_codes_user_idx').on(t.userId), index('telegram_codes_chat_idx').on(t.chatId)],
);

/** Updates already taken (their update_id): Telegram sends one again when our answer was late, and it is done once. Pruned after a day. */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint({ mode: 'number' }).primaryKey(),
  receivedAt: createdAtColumn(),
});

/** The listings the channel of new listings posts (issue 41). */
export const CHANNEL_LISTING_KINDS = ['product', 'announcement'] as const;
export type ChannelListingKind = (typeof CHANNEL_LISTING_KINDS)[number];

/**
 * The channel's post of each public listing (TELEGRAM_CHANNEL): which message it is, and what it shows
 * (its photo's key, its caption's hash), so that the channel job edits it only when the listing
 * changed, and deletes it when the listing is no longer public. No foreign key: a deleted listing's
 * row stays until its message is deleted.
 */
export const telegramChannelPosts = pgTable(
  'telegram_channel_posts',
  {
    kind: text({ enum: CHANNEL_LISTING_KINDS }).notNull(),
    listingId: integer().notNull(),
    /** The channel it is in (TELEGRAM_CHANNEL when it was posted): after a change of channel it is posted anew in the new one. */
    chat: text().notNull(),
    messageId: integer().notNull(),
    /** The stored image it shows (its listing's first), or null: a text message. */
    photoKey: text(),
    /** SHA-256 of its caption and button: changed, the message is edited. */
    captionHash: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.kind, t.listingId] })],
);

/**
 * The bot's chat notifications as sent (issue 41, answering from Telegram): which site chat a bot
 * message in a Telegram chat is about, so that a reply to it (reply_to_message) goes into that chat.
 * Pruned after 30 days (a reply to an older notification gets the help text).
 */
export const telegramSentMessages = pgTable(
  'telegram_sent_messages',
  {
    chatId: bigint({ mode: 'number' }).notNull(),
    messageId: integer().notNull(),
    siteChat: uuid().notNull(),
    sentAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.messageId] }), index('telegram_sent_messages_sent_idx').on(t.sentAt)],
);
