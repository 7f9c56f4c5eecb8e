import { and, asc, count, desc, eq, notExists, sql, type BuildColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { searchKey, searchWords } from '@shared/text/uzbek';
import type { categoryColumns, timestamps } from '../../db/columns';
import type { Db } from '../../db/client';
import { onPage } from '../../lib/paging';
import { containsEveryWord, escapeLike } from '../../lib/search';

/**
 * A category table of any area: categoryColumns() + timestamps (server/db/columns.ts). One that also
 * has a searchText column (the shop's) keeps there the search key of its titles, written with them,
 * and its admin list is searched on it; the others' titles are searched as they are, case-insensitively.
 */
export type CategoryTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof categoryColumns> & typeof timestamps, 'pg'>;
  dialect: 'pg';
}> & { searchText?: PgColumn };

/** Where an area keeps its categories, and what its admin list looks like. */
export interface CategoryStore {
  table: CategoryTable;
  /** The table of the area's items and their category column (a count, and "delete only when empty"). */
  items: { table: PgTable; categoryId: PgColumn };
  /** The admin list: newest first, or in the menu's order (position). */
  order: 'newest' | 'menu';
}

/** A category's titles: Uzbek, and Russian and English where given (empty → null, shown in Uzbek). */
export interface CategoryTitles {
  title: string;
  titleRu?: string | null;
  titleEn?: string | null;
}

export interface CategoryRow {
  id: number;
  guid: string;
  meta: string;
  title: string;
  titleRu: string | null;
  titleEn: string | null;
  createdAt: Date;
}
/** A category as the admin list shows it: with the number of the area's items in it. */
export type AdminCategoryRow = CategoryRow & { itemsCount: number };

/** What a category is found by in the admin list: its titles in every language. */
export const categorySearchSource = (t: CategoryTitles) => `${t.title} ${t.titleRu ?? ''} ${t.titleEn ?? ''}`;

const rowColumns = (t: CategoryTable) => ({ id: t.id, guid: t.guid, meta: t.meta, title: t.title, titleRu: t.titleRu, titleEn: t.titleEn, createdAt: t.createdAt });

// db.$count is a subquery of its own: its columns stay qualified even in a single-table select.
const adminColumns = (db: Db, { table, items }: CategoryStore) => ({ ...rowColumns(table), itemsCount: db.$count(items.table, eq(items.categoryId, table.id)) });

const titleValues = (table: CategoryTable, t: CategoryTitles) => ({
  title: t.title,
  titleRu: t.titleRu || null,
  titleEn: t.titleEn || null,
  ...(table.searchText ? { searchText: searchKey(categorySearchSource(t)) } : {}),
});

/** Every word of q in the titles (in any of the three languages). */
function titlesHaveEveryWord(table: CategoryTable, q: string): SQL[] {
  if (table.searchText) return containsEveryWord(table.searchText, searchWords(q));
  const titles = sql`lower(concat_ws(' ', ${table.title}, ${table.titleRu}, ${table.titleEn}))`;
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql`${titles} like ${`%${escapeLike(word.toLowerCase())}%`}`);
}

/** The admin list: the categories whose titles have every word of q, with their item counts; a page and the total. */
export async function adminCategoriesPage(db: Db, store: CategoryStore, opts: { q: string; page: number; pageSize: number }): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  const { table } = store;
  const where = and(...titlesHaveEveryWord(table, opts.q));
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
    .values({ ...titleValues(table, values), meta: values.meta, position: sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})` })
    .returning(rowColumns(table));
  return row;
}

export async function renameCategory(db: Db, table: CategoryTable, id: number, titles: CategoryTitles): Promise<void> {
  await db.update(table).set(titleValues(table, titles)).where(eq(table.id, id));
}

/** Deletes a category no item is in (the items' foreign key restricts it otherwise); false when one appeared meanwhile. */
export async function deleteEmptyCategory(db: Db, { table, items }: CategoryStore, id: number): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), notExists(db.select({ one: sql`1` }).from(items.table).where(eq(items.categoryId, id)))))
    .returning({ id: table.id });
  return rows.length > 0;
}
