import { randomBytes } from 'node:crypto';
import type { CategoryBody, Paged } from '@shared/schemas/common';
import type { AdminNewsCategory } from '@shared/schemas/news';
import { slugify } from '@shared/text/uzbek';
import { paged } from '../../lib/paging';
import { newsCategoryNotEmpty, newsCategoryNotFound } from './news.errors';
import { presentAdminCategory } from './news.presenter';
import * as repo from './news.repository';
import { newsContentChanged as changed, type NewsDeps } from './news.service';
import { categoryTitlesForAudit, changedFields, recordAudit, type AuditActor } from '../audit';

/** The editors' news categories: create, rename (the meta, and so every address, stays), delete when empty. */

/** POST dashboard/categories/list/: the categories in the menu's order, searched by title, with their item counts. */
export async function editorCategories(deps: Pick<NewsDeps, 'db'>, body: { q: string; page_number: number; page_size: number }): Promise<Paged<AdminNewsCategory>> {
  const words = body.q.split(/\s+/).filter(Boolean);
  const { rows, total } = await repo.adminCategoriesPage(deps.db, words, body.page_number, body.page_size);
  return paged(rows.map(presentAdminCategory), body.page_number, body.page_size, total);
}

/** The editor's category form: the Uzbek title, and the Russian and English ones (empty: readers of those languages see the Uzbek). */
export type CategoryInput = CategoryBody;
const titlesOf = (input: CategoryInput): repo.CategoryTitles => ({ title: input.title, titleRu: input.title_ru || null, titleEn: input.title_en || null });

/** POST dashboard/categories/: a new category, last in the menu; its meta (address) is made from the Uzbek title once. */
export async function createCategory(deps: Pick<NewsDeps, 'db'>, actor: AuditActor, input: CategoryInput): Promise<AdminNewsCategory> {
  const base = slugify(input.title, 60) || 'kategoriya';
  let meta = base;
  while (await repo.categoryMetaTaken(deps.db, meta)) meta = `${base}-${randomBytes(2).toString('hex')}`;
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, { ...titlesOf(input), meta });
    await recordAudit(tx, actor, { action: 'news_category.create', targetId: row.guid, targetLabel: row.title, before: null, after: { ...categoryTitlesForAudit(row), meta } });
    return row;
  });
  changed(deps.db);
  return presentAdminCategory(row);
}

/** PATCH dashboard/categories/{guid}/: new titles; the meta, and so every address, stays. */
export async function renameCategory(deps: Pick<NewsDeps, 'db'>, actor: AuditActor, guid: string, input: CategoryInput): Promise<AdminNewsCategory> {
  const found = await repo.findAdminCategory(deps.db, guid);
  if (!found) throw newsCategoryNotFound();
  const titles = titlesOf(input);
  await deps.db.transaction(async (tx) => {
    await repo.renameCategory(tx, found.id, titles);
    const change = changedFields(categoryTitlesForAudit(found), categoryTitlesForAudit(titles));
    if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'news_category.edit', targetId: found.guid, targetLabel: titles.title, ...change });
  });
  changed(deps.db);
  return presentAdminCategory({ ...found, ...titles });
}

/** DELETE dashboard/categories/{guid}/: only an empty category (409 news.category_not_empty while items use it). */
export async function deleteCategory(deps: Pick<NewsDeps, 'db'>, actor: AuditActor, guid: string): Promise<void> {
  const found = await repo.findAdminCategory(deps.db, guid);
  if (!found) throw newsCategoryNotFound();
  if (found.newsCount > 0) throw newsCategoryNotEmpty();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteEmptyCategory(tx, found.id))) throw newsCategoryNotEmpty();
    await recordAudit(tx, actor, { action: 'news_category.delete', targetId: found.guid, targetLabel: found.title, before: { ...categoryTitlesForAudit(found), meta: found.meta }, after: null });
  });
  changed(deps.db);
}
