import { randomBytes } from 'node:crypto';
import { slugify } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { adminCategoriesPage, categoryMetaTaken, countCategoryProducts, deleteCategory, insertCategory, renameCategory } from './categories.repository';
import { presentAdminCategory } from './products.presenter';
import { findCategoryByGuid } from './products.repository';
import { invalidateShopHomeData } from './shop.service';

/** Category administration: create, rename (the meta, and so every URL, stays), delete when empty. */

const categoryNotFound = () => notFound('shop.category_not_found', 'Bu kategoriya topilmadi');

export async function listPage(db: Db, q: string, page: number, pageSize: number) {
  const { rows, total } = await adminCategoriesPage(db, { q, page, pageSize });
  return paged(rows.map(presentAdminCategory), page, pageSize, total);
}

export async function create(db: Db, title: string) {
  let meta = slugify(title, 60);
  while (await categoryMetaTaken(db, meta)) meta = `${slugify(title, 60)}-${randomBytes(2).toString('hex')}`;
  const row = await insertCategory(db, { title, meta });
  invalidateShopHomeData();
  return presentAdminCategory({ ...row, productsCount: 0 });
}

export async function rename(db: Db, guid: string, title: string) {
  const category = await findCategoryByGuid(db, guid);
  if (!category) throw categoryNotFound();
  const row = await renameCategory(db, category.id, title);
  invalidateShopHomeData();
  return presentAdminCategory({ ...row, productsCount: await countCategoryProducts(db, category.id) });
}

export async function remove(db: Db, guid: string) {
  const category = await findCategoryByGuid(db, guid);
  if (!category) throw categoryNotFound();
  if ((await countCategoryProducts(db, category.id)) > 0) {
    throw conflict('shop.category_not_empty', "Bu kategoriyada mahsulotlar bor. Avval ularni boshqa kategoriyaga o'tkazing");
  }
  await deleteCategory(db, category.id);
  invalidateShopHomeData();
}
