import { and, count, desc, eq, sql } from 'drizzle-orm';
import { searchKey, searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { containsEveryWord } from '../../lib/search';
import { categoryColumns } from './shop.repository';
import { products, shopCategories } from './shop.table';
import { onPage } from '../../lib/paging';


/**
 * Admin list of categories with their product counts, newest first. The counts come from one
 * grouped sub-query joined in (drizzle leaves columns unqualified in single-table selects, so a
 * correlated sub-select would compare the wrong "id").
 */
export async function adminCategoriesPage(db: Db, opts: { q: string; page: number; pageSize: number }) {
  const words = searchWords(opts.q);
  const where = words.length ? and(...containsEveryWord(shopCategories.searchText, words)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(shopCategories).where(where);
  const counts = db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('counts');
  const rows = await onPage(
    db
      .select({
        ...categoryColumns,
        createdAt: shopCategories.createdAt,
        productsCount: sql<number>`coalesce(${counts.n}, 0)`,
      })
      .from(shopCategories)
      .leftJoin(counts, eq(counts.categoryId, shopCategories.id))
      .where(where)
      .orderBy(desc(shopCategories.createdAt), desc(shopCategories.id))
      .$dynamic(),
    opts,
  );
  return { rows, total };
}

export async function categoryMetaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.meta, meta)).limit(1);
  return !!row;
}

/** A category's titles: Uzbek, and Russian and English where given (empty → null, shown in Uzbek). */
export interface CategoryTitles {
  title: string;
  titleRu?: string | null;
  titleEn?: string | null;
}
const titleValues = (t: CategoryTitles) => ({ title: t.title, titleRu: t.titleRu || null, titleEn: t.titleEn || null, searchText: searchKey(categorySearchSource(t)) });

/** What a category is found by in the admin list: its titles in every language. */
export const categorySearchSource = (t: CategoryTitles) => `${t.title} ${t.titleRu ?? ''} ${t.titleEn ?? ''}`;

export async function insertCategory(db: Db, values: CategoryTitles & { meta: string }) {
  const [{ max }] = await db.select({ max: sql<number>`coalesce(max(${shopCategories.position}), 0)::int` }).from(shopCategories);
  const [row] = await db
    .insert(shopCategories)
    .values({ ...titleValues(values), meta: values.meta, position: max + 1 })
    .returning();
  return row;
}

export async function renameCategory(db: Db, id: number, titles: CategoryTitles) {
  const [row] = await db.update(shopCategories).set(titleValues(titles)).where(eq(shopCategories.id, id)).returning();
  return row;
}

export async function countCategoryProducts(db: Db, id: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(products).where(eq(products.categoryId, id));
  return total;
}

export async function deleteCategory(db: Db, id: number) {
  await db.delete(shopCategories).where(eq(shopCategories.id, id));
}
