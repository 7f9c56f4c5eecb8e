import { sql } from 'drizzle-orm';
import { AnyPgColumn, bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { categoryTable, createdAtColumn, guidColumn, moderationColumns, pageKeyColumns, refColumn, revisionColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

export const shopCategories = categoryTable('shop_categories');

export const products = pgTable(
  'products',
  {
    ...pageKeyColumns(),
    userId: refColumn(() => users.id),
    categoryId: refColumn(() => shopCategories.id, 'restrict'),
    title: text().notNull(),
    shortDescription: text().notNull().default(''),
    /** Sanitised HTML. */
    description: text().notNull().default(''),
    /** Whole so'm. */
    price: bigint({ mode: 'number' }).notNull(),
    /** Price after the discount, whole so'm. */
    priceDiscount: bigint({ mode: 'number' }).notNull(),
    discountPercent: smallint().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    ...moderationColumns(),
    /** Its author's edit waiting for review while this version stays live (issue 40), or null. */
    revision: revisionColumn(),
    views: integer().notNull().default(0),
    /** searchKey(title + description text), see @shared/text/uzbek; indexed with pg_trgm. */
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('products_price_range', sql`${t.price} between 0 and 999999999999`),
    check('products_discount_range', sql`${t.discountPercent} between 0 and 100`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    index('products_user_created_idx').on(t.userId, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_views_idx').on(t.views),
    index('products_price_idx').on(t.priceDiscount),
    index('products_verified_created_idx').on(t.isVerified, t.createdAt),
    // A product page's related products: its category's most viewed, read in index order.
    index('products_category_views_idx').on(t.categoryId, t.views, t.id),
    // A pending list of at most 512 kB (migration 0020). Every counted view rewrites its product's row
    // in every index (views is indexed), and without a list each rewrite put some hundred trigrams into
    // this index one by one: 0.8–1.2 ms of the database per product viewed, four fifths of a view's
    // write. With the list they are appended and merged in bulk when it fills (0.3 ms); a search scans
    // at most the 512 kB not yet merged (+1–2 ms), and the list never grows past it (on the embedded
    // database, which nothing vacuums, it used to reach the default 4 MB).
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: true, gin_pending_list_limit: 512 }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial().primaryKey(),
    productId: refColumn(() => products.id),
    /** Stored image key (see lib/images): the variants are derived from it. */
    image: text().notNull(),
    position: smallint().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productComments = pgTable(
  'product_comments',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    productId: refColumn(() => products.id),
    userId: refColumn(() => users.id),
    /** A reply points at its top-level comment. */
    parentId: integer().references((): AnyPgColumn => productComments.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    ...moderationColumns(),
    ...timestamps,
  },
  (t) => [index('product_comments_product_idx').on(t.productId, t.createdAt), index('product_comments_parent_idx').on(t.parentId)],
);

export const productLikes = pgTable(
  'product_likes',
  {
    userId: refColumn(() => users.id),
    productId: refColumn(() => products.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_likes_product_idx').on(t.productId)],
);

/**
 * What happened to a product each day (Tashkent), for its seller's statistics (issue 40): visitors
 * counted as its views are (once per visitor a day, by the view counter's write), saves made, chats
 * started about it and its seller's phone shown from it (once per viewer and seller a day).
 */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: refColumn(() => products.id),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    saves: integer().notNull().default(0),
    chats: integer().notNull().default(0),
    phoneReveals: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);
