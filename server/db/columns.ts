import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column helpers the tables share. Column names are snake_case (drizzle `casing: 'snake_case'`), taken
 * from the key each helper is given or spread under, so a helper changes nothing in SQL.
 */

export const guidColumn = () => uuid().notNull().unique().default(sql`gen_random_uuid()`);

/** When the row was made. */
export const createdAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A required reference to another table's integer id; the row goes with its target unless told otherwise. */
export const refColumn = (target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict' = 'cascade') => integer().notNull().references(target, { onDelete });

/** The keys of a row with its own page: the serial id, the public guid and the URL slug (meta). */
export const pageKeyColumns = () => ({
  id: serial().primaryKey(),
  guid: guidColumn(),
  meta: text().notNull().unique(),
});

/** A category (of products, courses or news): its keys, its titles and its place in the list. */
const categoryColumns = () => ({
  ...pageKeyColumns(),
  title: text().notNull(),
  /** The title in Russian and English; null shows the Uzbek title. */
  titleRu: text(),
  titleEn: text(),
  position: integer().notNull().default(0),
});

/**
 * A table of categories (of products, courses or news): categoryColumns, the search key of its titles
 * (searchKey of @shared/text/uzbek, written with them; the admin list searches it, served by a pg_trgm
 * index) and timestamps.
 */
export const categoryTable = <Name extends string>(name: Name) =>
  pgTable(name, categoryTableColumns(), (t) => [index(`${name}_search_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`)]);

/** The columns of a categoryTable (the type every area's category table has). */
export const categoryTableColumns = () => ({
  ...categoryColumns(),
  /** searchKey(titles in every language), see categorySearchSource (server/modules/categories). */
  searchText: text().notNull().default(''),
  ...timestamps,
});

/** Content moderators may hold back or reject (products, announcements, product comments). */
export const moderationColumns = () => ({
  /** Pre-moderation and rejections (issue 15, shared/constants MODERATION_STATES): only 'published' is public. */
  moderationState: text({ enum: ['published', 'pending', 'rejected'] }).notNull().default('published'),
  /** Set when rejected: a REJECT_REASONS code and the moderator's message to the author. */
  moderationReason: text(),
  moderationMessage: text(),
  moderatedAt: timestamp({ withTimezone: true }),
});

/**
 * A listing's pending edit (issue 40): the author's proposed version of a live listing under
 * pre-moderation, kept beside the live row until a moderator decides (server/lib/listing-images.ts).
 * `values` are the listing's own columns (their JSON-safe values), `images` the proposed pictures in
 * order: a live one kept (its id) or a new one (a negative id), each with its stored key. A rejection
 * drops the proposal and keeps only why (state 'rejected'), for its author to see until the next edit.
 */
export interface StoredRevision {
  state: 'pending' | 'rejected';
  values?: Record<string, unknown>;
  images?: { id: number; image: string }[];
  reason: string | null;
  message: string | null;
  createdAt: string;
  decidedAt?: string;
}

/** The listing's pending edit, or null (see StoredRevision). */
export const revisionColumn = () => jsonb().$type<StoredRevision>();
