import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { guidColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

export const newsCategories = pgTable('news_categories', {
  id: serial().primaryKey(),
  guid: guidColumn(),
  meta: text().notNull().unique(),
  title: text().notNull(),
  position: integer().notNull().default(0),
  ...timestamps,
});

export const news = pgTable(
  'news',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    meta: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    shortDescription: text().notNull().default(''),
    /** Plain text; newlines are shown as line breaks. */
    description: text().notNull().default(''),
    thumbnail: text(),
    views: integer().notNull().default(0),
    /** The hero item of /news. */
    isBanner: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
    index('news_views_idx').on(t.views),
  ],
);

/** Legal documents ('@a') and small-business projects ('@b') of /news/documents/{type}. */
export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    type: text({ enum: ['@a', '@b'] }).notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    /** External page (lex.uz for legislation), optional. */
    link: text(),
    /** Stored file key of the PDF, when we host it. */
    file: text(),
    views: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('documents_type_created_idx').on(t.type, t.createdAt)],
);
