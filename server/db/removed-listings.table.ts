import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * The addresses of listings that were deleted (issue 40): a product's or an announcement's page key
 * (meta) and what it belonged to, so its page answers 410 Gone with its category's other items
 * instead of a 404 that says it never was (server/lib/removed-listings.ts). A row is a few dozen bytes
 * and is written once per deletion.
 */
export const removedListings = pgTable(
  'removed_listings',
  {
    /** 'product' | 'announcement'. */
    kind: text().notNull(),
    /** The page key (meta) its address carried. */
    meta: text().notNull(),
    /** A product's category meta; an announcement's type. */
    category: text().notNull(),
    removedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.meta] })],
);
