import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '@shared/constants';
import { createdAtColumn, guidColumn, refColumn, timestamps } from '../../db/columns';
import { districts, regions } from './geo.table';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    role: text({ enum: ['superadmin', 'admin', 'moderator', 'housemaker', 'user'] }).notNull().default('user'),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    middleName: text().notNull().default(''),
    /** The 9 significant digits, without +998. */
    phone: varchar({ length: 9 }).notNull().unique(),
    email: text(),
    username: text().unique(),
    gender: smallint(),
    birthday: date({ mode: 'string' }),
    regionId: integer().references(() => regions.id),
    districtId: integer().references(() => districts.id),
    about: text().notNull().default(''),
    biography: text().notNull().default(''),
    /** Stored image key of the profile picture (see lib/images). */
    pfp: text(),
    purposes: text().array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text().notNull(),
    profileCompletedAt: timestamp({ withTimezone: true }),
    /** The interface language the user chose, for texts sent outside the page (SMS). */
    language: text({ enum: LANGUAGE_CODES }).notNull().default('uz'),
    /** searchKey(first, last and middle name), see @shared/text/uzbek; the admin list searches it. */
    searchText: text().notNull().default(''),
    /** Set while an admin has blocked the user (issue 15): no sign-in, every session ended. */
    blockedAt: timestamp({ withTimezone: true }),
    blockedReason: text(),
    /** The seller shows their phone on their listings to signed-in buyers (issue 40; off until they switch it on). */
    showPhone: boolean().notNull().default(false),
    /** A Telegram username (without @), shown as a t.me link on their listings. */
    telegram: text(),
    /** When the user was last seen signed in (written at most every LAST_SEEN_WRITE_MS). */
    lastSeenAt: timestamp({ withTimezone: true }),
    /**
     * When the phone was shown to be the user's (issue 40): the SMS code of sign-up, or a password reset
     * by SMS code. Until then the account cannot sell, post announcements, chat or show its phone.
     */
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_phone_digits', sql`${t.phone} ~ '^[0-9]{9}$'`),
    check('users_gender', sql`${t.gender} in (0, 1)`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    // Admin search by name and phone (pg_trgm).
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/** Refresh tokens: only a hash is stored; rotated on use; a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: refColumn(() => users.id),
    family: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
);

/** What an SMS code proves when entered: a password reset, or the phone's confirmation after sign-up (issue 40). */
export const SMS_CODE_PURPOSES = ['reset', 'phone'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/**
 * Codes sent by SMS (password reset; the phone's confirmation): hashed, expire after 5 minutes, at
 * most 5 tries. A new code replaces the earlier unused ones of its purpose.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial().primaryKey(),
    userId: refColumn(() => users.id),
    purpose: text({ enum: SMS_CODE_PURPOSES }).notNull().default('reset'),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Messages sent through the contact form on /contacts. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    name: text().notNull(),
    phone: varchar({ length: 9 }).notNull(),
    message: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
