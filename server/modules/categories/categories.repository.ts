import { and, asc, count, desc, eq, notExists, sql, type BuildColumns } from 'drizzle-orm';
import type { PgColumn, PgTable, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { searchKey, searchWords } from '@shared/text/uzbek';
import type { categoryTableColumns } from '../../db/columns';
import type { Db } from '../../db/client';
import { onPage } from '../../lib/paging';
import type { SitemapSource } from '../../lib/sitemap';
import { containsEveryWord, rebuildSearchKeys, startsEveryWord } from '../../lib/search';

/** A category table of any area: categoryTable() (server/db/columns.ts), whose searchText keeps the search key of its titles, written with them. */
export type CategoryTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof categoryTableColumns>, 'pg'>;
  dialect: 'pg';
}>;

/** Where an area keeps its categories, and what its admin list looks like. */
export interface CategoryStore {
  table: CategoryTable;
  /** The category column of the area's items (a count, and "delete only when empty"). */
  items: PgColumn;
  /** The admin list: newest first, or in the menu's order (position). */
  order: 'newest' | 'menu';
}

/** A category's titles: Uzbek, and Russian and English where given (empty → null, shown in Uzbek). */
export interface CategoryTitles {
  title: string;
  titleRu?: string | null;
  titleEn?: string | null;
}

/** A category as public answers name it: its keys and its titles in the three languages. */
export interface PublicCategoryRow {
  id: number;
  guid: string;
  meta: string;
  title: string;
  titleRu: string | null;
  titleEn: string | null;
}

export interface CategoryRow extends PublicCategoryRow {
  createdAt: Date;
}
/** A category as the admin list shows it: with the number of the area's items in it. */
export type AdminCategoryRow = CategoryRow & { itemsCount: number };

/** What a category is found by in the admin list: its titles in every language. */
export const categorySearchSource = (t: CategoryTitles) => `${t.title} ${t.titleRu ?? ''} ${t.titleEn ?? ''}`;

/** The columns of a PublicCategoryRow (for a join too). */
const publicCategoryColumns = (t: CategoryTable) => ({ id: t.id, guid: t.guid, meta: t.meta, title: t.title, titleRu: t.titleRu, titleEn: t.titleEn });

const rowColumns = (t: CategoryTable) => ({ ...publicCategoryColumns(t), createdAt: t.createdAt });

/** An area's categories, in the menu's order. */
export function categoryRows(db: Db, table: CategoryTable): Promise<PublicCategoryRow[]> {
  return db
    .select(publicCategoryColumns(table))
    .from(table as PgTable)
    .orderBy(asc(table.position), asc(table.id));
}

/** An area's category pages for the sitemap (`pathOf` a category's meta), in the menu's order. */
export const categorySitemapSource = (db: Db, table: CategoryTable, name: string, pathOf: (meta: string) => string): SitemapSource => ({
  name,
  count: async () => (await categoryRows(db, table)).length,
  entries: async (offset: number, limit: number) => (await categoryRows(db, table)).slice(offset, offset + limit).map((c) => ({ path: pathOf(c.meta) })),
});

/** Suggestions as you type (the header's search): at most `limit` categories whose titles, in any language, have words beginning with each of `words` (search keys), in the menu's order. */
export function categorySuggestions(db: Db, table: CategoryTable, words: readonly string[], limit: number): Promise<PublicCategoryRow[]> {
  return db
    .select(publicCategoryColumns(table))
    .from(table as PgTable)
    .where(and(...startsEveryWord(table.searchText, words)))
    .orderBy(asc(table.position), asc(table.id))
    .limit(limit);
}

export async function categoryByMeta(db: Db, table: CategoryTable, meta: string): Promise<PublicCategoryRow | null> {
  const [row] = await db
    .select(publicCategoryColumns(table))
    .from(table as PgTable)
    .where(eq(table.meta, meta))
    .limit(1);
  return row ?? null;
}

// db.$count is a subquery of its own: its columns stay qualified even in a single-table select.
const adminColumns = (db: Db, { table, items }: CategoryStore) => ({ ...rowColumns(table), itemsCount: db.$count(items.table, eq(items, table.id)) });

/** The titles to write, with their search key. */
const titleValues = (t: CategoryTitles) => ({ title: t.title, titleRu: t.titleRu || null, titleEn: t.titleEn || null, searchText: searchKey(categorySearchSource(t)) });

/** Rebuilds the stored search keys of an area's categories (after searchKey changed). Answers how many changed. */
export const rebuildCategorySearchKeys = (db: Db, table: CategoryTable) =>
  rebuildSearchKeys(db, table, table.searchText, { title: table.title, titleRu: table.titleRu, titleEn: table.titleEn }, categorySearchSource);

/** The admin list: the categories whose titles have every word of q, with their item counts; a page and the total. */
export async function adminCategoriesPage(db: Db, store: CategoryStore, opts: { q: string; page: number; pageSize: number }): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  const { table } = store;
  // Every word of q in the titles (in any of the three languages, folded as every search is).
  const where = and(...containsEveryWord(table.searchText, searchWords(opts.q)));
  const order = store.order === 'newest' ? [desc(table.createdAt), desc(table.id)] : [asc(table.position), asc(table.id)];
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      db
        .select(adminColumns(db, store))
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      opts,
    ),
    db.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  return { rows, total };
}

export async function findAdminCategory(db: Db, store: CategoryStore, guid: string): Promise<AdminCategoryRow | null> {
  const [row] = await db
    .select(adminColumns(db, store))
    .from(store.table as PgTable)
    .where(eq(store.table.guid, guid))
    .limit(1);
  return row ?? null;
}

export async function categoryMetaTaken(db: Db, table: CategoryTable, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.meta, meta)).limit(1);
  return row !== undefined;
}

/** A new category, last in the menu. */
export async function insertCategory(db: Db, table: CategoryTable, values: CategoryTitles & { meta: string }): Promise<CategoryRow> {
  const [row] = await db
    .insert(table)
    .values({ ...titleValues(values), meta: values.meta, position: sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})` })
    .returning(rowColumns(table));
  return row;
}

export async function renameCategory(db: Db, table: CategoryTable, id: number, titles: CategoryTitles): Promise<void> {
  await db.update(table).set(titleValues(titles)).where(eq(table.id, id));
}

/** Deletes a category no item is in (the items' foreign key restricts it otherwise); false when one appeared meanwhile. */
export async function deleteEmptyCategory(db: Db, { table, items }: CategoryStore, id: number): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), notExists(db.select({ one: sql`1` }).from(items.table).where(eq(items, id)))))
    .returning({ id: table.id });
  return rows.length > 0;
}
