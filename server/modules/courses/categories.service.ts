import { randomBytes } from 'node:crypto';
import type { AdminCourseCategory } from '@shared/schemas/courses';
import type { CategoryBody, Paged } from '@shared/schemas/common';
import { slugify } from '@shared/text/uzbek';
import { paged } from '../../lib/paging';
import { categoryTitlesForAudit, changedFields, recordAudit, type AuditActor } from '../audit';
import * as repo from './categories.repository';
import { courseCategoryNotEmpty, courseCategoryNotFound } from './courses.errors';
import { presentCategory } from './courses.presenter';
import { invalidateCoursesHomeData, writeCourseSearchKeys, type CoursesDeps } from './courses.service';

/** The admins' course categories: create, rename (the meta, and so every address, stays), delete when empty. */

const presentAdminCategory = (row: repo.AdminCourseCategoryRow): AdminCourseCategory => ({
  ...presentCategory(row),
  created_at: row.createdAt.toISOString(),
  courses_count: row.coursesCount,
});

const titlesOf = (input: CategoryBody): repo.CategoryTitles => ({ title: input.title, titleRu: input.title_ru || null, titleEn: input.title_en || null });

/** POST dashboard/categories/list/: the categories in the menu's order, searched by their titles, with their course counts. */
export async function listCategories(deps: Pick<CoursesDeps, 'db'>, body: { q: string; page_number: number; page_size: number }): Promise<Paged<AdminCourseCategory>> {
  const words = body.q.split(/\s+/).filter(Boolean);
  const { rows, total } = await repo.adminCategoriesPage(deps.db, words, body.page_number, body.page_size);
  return paged(rows.map(presentAdminCategory), body.page_number, body.page_size, total);
}

/** POST dashboard/categories/: a new category, last in the menu; its meta (address) is made from the Uzbek title once. */
export async function createCategory(deps: Pick<CoursesDeps, 'db'>, actor: AuditActor, input: CategoryBody): Promise<AdminCourseCategory> {
  const base = slugify(input.title, 60) || 'kategoriya';
  let meta = base;
  while (await repo.categoryMetaTaken(deps.db, meta)) meta = `${base}-${randomBytes(2).toString('hex')}`;
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, { ...titlesOf(input), meta });
    await recordAudit(tx, actor, { action: 'course_category.create', targetId: row.guid, targetLabel: row.title, before: null, after: { ...categoryTitlesForAudit(row), meta } });
    return row;
  });
  invalidateCoursesHomeData(deps.db);
  return presentAdminCategory(row);
}

/** PATCH dashboard/categories/{guid}/: new titles (its courses' search keys with them); the meta, and so every address, stays. */
export async function renameCategory(deps: Pick<CoursesDeps, 'db'>, actor: AuditActor, guid: string, input: CategoryBody): Promise<AdminCourseCategory> {
  const found = await repo.findAdminCategory(deps.db, guid);
  if (!found) throw courseCategoryNotFound();
  const titles = titlesOf(input);
  await deps.db.transaction(async (tx) => {
    await repo.renameCategory(tx, found.id, titles);
    // Its courses are found by its titles too.
    await writeCourseSearchKeys(tx, { categoryId: found.id });
    const change = changedFields(categoryTitlesForAudit(found), categoryTitlesForAudit(titles));
    if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'course_category.edit', targetId: found.guid, targetLabel: titles.title, ...change });
  });
  invalidateCoursesHomeData(deps.db);
  return presentAdminCategory({ ...found, ...titles });
}

/** DELETE dashboard/categories/{guid}/: only a category no course uses (409 courses.category_not_empty otherwise). */
export async function deleteCategory(deps: Pick<CoursesDeps, 'db'>, actor: AuditActor, guid: string): Promise<void> {
  const found = await repo.findAdminCategory(deps.db, guid);
  if (!found) throw courseCategoryNotFound();
  if (found.coursesCount > 0) throw courseCategoryNotEmpty();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteEmptyCategory(tx, found.id))) throw courseCategoryNotEmpty();
    await recordAudit(tx, actor, { action: 'course_category.delete', targetId: found.guid, targetLabel: found.title, before: { ...categoryTitlesForAudit(found), meta: found.meta }, after: null });
  });
  invalidateCoursesHomeData(deps.db);
}
