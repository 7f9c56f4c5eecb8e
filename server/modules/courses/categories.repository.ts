import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/search';
import { categoryColumns, type CourseCategoryRow } from './courses.repository';
import { courseCategories } from './courses.table';
import { onPage } from '../../lib/paging';

/** The admins' course categories: the list with course counts, create, rename, delete when empty. */

export type AdminCourseCategoryRow = CourseCategoryRow & { createdAt: Date; coursesCount: number };

// Written out with an alias: inside a subquery drizzle leaves columns unqualified, and "id" would be the course's own.
const coursesCountOf = sql<number>`(select count(*)::int from courses c where c.category_id = course_categories.id)`;
const adminColumns = { ...categoryColumns, createdAt: courseCategories.createdAt, coursesCount: coursesCountOf };

/** Every category in the menu's order whose titles (in any of the three languages) have every word (case-insensitive), with its course count; a page and the total. */
export async function adminCategoriesPage(db: Db, words: string[], page: number, pageSize: number): Promise<{ rows: AdminCourseCategoryRow[]; total: number }> {
  const titles = sql`lower(concat_ws(' ', ${courseCategories.title}, ${courseCategories.titleRu}, ${courseCategories.titleEn}))`;
  const conditions = words.map((w) => sql`${titles} like ${`%${escapeLike(w.toLowerCase())}%`}`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      db
        .select(adminColumns)
        .from(courseCategories)
        .where(where)
        .orderBy(asc(courseCategories.position), asc(courseCategories.id))
        .$dynamic(),
      { page, pageSize },
    ),
    db.select({ total: count() }).from(courseCategories).where(where),
  ]);
  return { rows, total };
}

export async function findAdminCategory(db: Db, guid: string): Promise<AdminCourseCategoryRow | null> {
  const [row] = await db.select(adminColumns).from(courseCategories).where(eq(courseCategories.guid, guid)).limit(1);
  return row ?? null;
}

export async function categoryMetaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.meta, meta)).limit(1);
  return row !== undefined;
}

/** A category's titles as the admin typed them: an empty Russian or English one is stored as null (readers then see the Uzbek). */
export interface CategoryTitles {
  title: string;
  titleRu: string | null;
  titleEn: string | null;
}
const titleValues = (t: CategoryTitles) => ({ title: t.title, titleRu: t.titleRu || null, titleEn: t.titleEn || null });

/** A new category, last in the menu. */
export async function insertCategory(db: Db, values: CategoryTitles & { meta: string }): Promise<AdminCourseCategoryRow> {
  const [row] = await db
    .insert(courseCategories)
    .values({ ...titleValues(values), meta: values.meta, position: sql`(select coalesce(max(${courseCategories.position}), -1) + 1 from ${courseCategories})` })
    .returning({ ...categoryColumns, createdAt: courseCategories.createdAt });
  return { ...row, coursesCount: 0 };
}

export async function renameCategory(db: Db, id: number, titles: CategoryTitles): Promise<void> {
  await db.update(courseCategories).set({ ...titleValues(titles), updatedAt: new Date() }).where(eq(courseCategories.id, id));
}

/** Deletes a category no course uses (courses.category_id restricts it otherwise); false when one appeared meanwhile. */
export async function deleteEmptyCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(courseCategories)
    .where(and(eq(courseCategories.id, id), sql`not exists (select 1 from courses c where c.category_id = ${id})`))
    .returning({ id: courseCategories.id });
  return rows.length > 0;
}
