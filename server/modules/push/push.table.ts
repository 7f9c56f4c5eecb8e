import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '@shared/constants';
import { createdAtColumn, refColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A browser in which a user turned Web Push on (issue 27): where its push service takes messages
 * (the endpoint, one row each), the keys its messages are encrypted with, the language they are
 * written in, and the session it was turned on in. Messages go only while that session is open:
 * signing out (or being signed out) in that browser stops them, and the row goes at the next message.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: refColumn(() => users.id),
    /** The push service's address for this browser; a capability (whoever knows it can send), so never shown. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption (RFC 8291). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The interface language the reader chose in that browser: the messages' words. */
    language: text({ enum: LANGUAGE_CODES }).notNull().default('uz'),
    /** The session (refresh-token family, an access token's sid) in which push was turned on. */
    sessionId: uuid().notNull(),
    /** When its push service first took a message: a subscription that never has and keeps failing goes. */
    firstSuccessAt: timestamp({ withTimezone: true }),
    /** Messages its push service failed to take since the last one it took (none answered, 429, 5xx, a refusal). */
    failures: integer().notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);
