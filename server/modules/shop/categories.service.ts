import { randomBytes } from 'node:crypto';
import type { CategoryBody } from '@shared/schemas/common';
import { slugify } from '@shared/text/uzbek';
import { paged } from '../../lib/paging';
import { adminCategoriesPage, categoryMetaTaken, countCategoryProducts, deleteCategory, insertCategory, renameCategory } from './categories.repository';
import { presentAdminCategory } from './products.presenter';
import { findCategoryByGuid } from './products.repository';
import type { ShopDeps } from './products.service';
import { invalidateShopCaches } from './shop.caches';
import { shopCategoryNotEmpty, shopCategoryNotFound } from './shop.errors';
import { categoryTitlesForAudit, changedFields, recordAudit, type AuditActor } from '../audit';

/** Category administration: create, rename (the meta, and so every URL, stays), delete when empty. */

export async function listPage(deps: ShopDeps, q: string, page: number, pageSize: number) {
  const { rows, total } = await adminCategoriesPage(deps.db, { q, page, pageSize });
  return paged(rows.map(presentAdminCategory), page, pageSize, total);
}

/** The admin's category form (the same for news and course categories): the Uzbek title, and the Russian and English ones (may be empty). */
export type CategoryInput = CategoryBody;
const titles = (input: CategoryInput) => ({ title: input.title, titleRu: input.title_ru, titleEn: input.title_en });

export async function create(deps: ShopDeps, actor: AuditActor, input: CategoryInput) {
  const { title } = input;
  let meta = slugify(title, 60);
  while (await categoryMetaTaken(deps.db, meta)) meta = `${slugify(title, 60)}-${randomBytes(2).toString('hex')}`;
  const row = await deps.db.transaction(async (tx) => {
    const row = await insertCategory(tx, { ...titles(input), meta });
    await recordAudit(tx, actor, { action: 'shop_category.create', targetId: row.guid, targetLabel: row.title, before: null, after: { ...categoryTitlesForAudit(row), meta } });
    return row;
  });
  invalidateShopCaches();
  return presentAdminCategory({ ...row, productsCount: 0 });
}

export async function rename(deps: ShopDeps, actor: AuditActor, guid: string, input: CategoryInput) {
  const category = await findCategoryByGuid(deps.db, guid);
  if (!category) throw shopCategoryNotFound();
  const row = await deps.db.transaction(async (tx) => {
    const row = await renameCategory(tx, category.id, titles(input));
    const change = changedFields(categoryTitlesForAudit(category), categoryTitlesForAudit(row));
    if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'shop_category.edit', targetId: row.guid, targetLabel: row.title, ...change });
    return row;
  });
  invalidateShopCaches();
  return presentAdminCategory({ ...row, productsCount: await countCategoryProducts(deps.db, category.id) });
}

export async function remove(deps: ShopDeps, actor: AuditActor, guid: string) {
  const category = await findCategoryByGuid(deps.db, guid);
  if (!category) throw shopCategoryNotFound();
  if ((await countCategoryProducts(deps.db, category.id)) > 0) throw shopCategoryNotEmpty();
  await deps.db.transaction(async (tx) => {
    await deleteCategory(tx, category.id);
    await recordAudit(tx, actor, { action: 'shop_category.delete', targetId: category.guid, targetLabel: category.title, before: { ...categoryTitlesForAudit(category), meta: category.meta }, after: null });
  });
  invalidateShopCaches();
}
