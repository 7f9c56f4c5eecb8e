import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself, by key: e.g. which search-key version its stored search texts have. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
