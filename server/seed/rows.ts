import type { BuildColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { searchKey, slugify } from '@shared/text/uzbek';
import type { Db } from '../db/client';
import type { categoryTableColumns } from '../db/columns';
import { categorySearchSource } from '../modules/categories';
import { uz } from './text';

/** What the seeds share in making rows: dates counted back from the seed's now, categories, pages of text. */

export const DAY = 24 * 3600_000;

/** The moment `days` days (a fraction allowed) before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** A row made at `at` and not changed since. */
export const madeAt = (at: Date) => ({ createdAt: at, updatedAt: at });

/** A category of the demo content (content.ts's categorySchema): its address, and its titles in Uzbek, Russian and English (null: the Uzbek shows). */
type CategoryRowSeed = { meta: string; title: string; titleRu: string | null; titleEn: string | null };

/** A table of categories (courses, news, products): categoryTable() of server/db/columns.ts. */
type CategoryTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: BuildColumns<string, ReturnType<typeof categoryTableColumns>, 'pg'>;
}>;

/** The category rows, in the list's order, all made on one day, with their search keys. */
const categoryValues = (categories: CategoryRowSeed[], createdAt: Date) =>
  categories.map((c, position) => {
    const titles = { title: uz(c.title), titleRu: c.titleRu, titleEn: c.titleEn };
    return { meta: c.meta, ...titles, searchText: searchKey(categorySearchSource(titles)), position, createdAt };
  });

/** Inserts category rows (categoryValues, with the table's own columns if it has more); answers their ids by meta. */
async function insertCategoryRows<Table extends CategoryTable>(db: Db, table: Table, values: PgInsertValue<Table>[]): Promise<Map<string, number>> {
  const rows = await db.insert(table).values(values).returning({ id: table.id, meta: table.meta });
  return new Map(rows.map((r) => [r.meta, r.id]));
}

/** Inserts the categories, in the list's order, all made on one day; answers their ids by meta. */
export const insertCategories = (db: Db, table: CategoryTable, categories: CategoryRowSeed[], createdAt: Date) =>
  insertCategoryRows(db, table, categoryValues(categories, createdAt));

/** The text of a course's or a news item's page: address, title, short text and the paragraphs of its body. */
export const pageText = (title: string, short: string, paragraphs: string[]) => ({
  meta: slugify(uz(title)),
  title: uz(title),
  shortDescription: uz(short),
  description: paragraphs.map(uz).join('\n\n'),
});
