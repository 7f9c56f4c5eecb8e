import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categoryTable, pageKeyColumns, refColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

export const newsCategories = categoryTable('news_categories');

export const news = pgTable(
  'news',
  {
    ...pageKeyColumns(),
    categoryId: refColumn(() => newsCategories.id, 'restrict'),
    userId: refColumn(() => users.id, 'restrict'),
    title: text().notNull(),
    shortDescription: text().notNull().default(''),
    /** Plain text; newlines are shown as line breaks. */
    description: text().notNull().default(''),
    thumbnail: text(),
    views: integer().notNull().default(0),
    /** The hero item of /news. */
    isBanner: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** searchKey(title + short description + body text), see @shared/text/uzbek; indexed with pg_trgm. */
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('news_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
    index('news_views_idx').on(t.views),
  ],
);

/**
 * Views of news items per day (Tashkent), raised with the items' counters by the view counter (one
 * visitor once a day): the 'most read this week' list sums the last 7 days. view_visits keeps only
 * two days of visits, so the week is counted here. Rows older than NEWS_DAILY_VIEWS_KEEP_DAYS are pruned.
 */
export const newsDailyViews = pgTable(
  'news_daily_views',
  {
    newsId: refColumn(() => news.id),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.day] }), index('news_daily_views_day_idx').on(t.day)],
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
    /** The PDF's size in bytes (shown beside it); null without a file, or for a file stored before sizes were kept until it is first listed (news.service's withFileSizes). */
    fileSize: integer(),
    views: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('documents_type_created_idx').on(t.type, t.createdAt)],
);
