import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@shared/constants';
import type { CategoryBody } from '@shared/schemas/common';
import { slugify } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { changedFields, recordAudit, type AuditActor } from '../audit';
import { presentAdminCategory, type ItemsCountField } from './categories.presenter';
import * as repo from './categories.repository';

/**
 * Category administration, the same in every area (shop, news, courses): the searched list with item
 * counts, create (its meta, the address, made from the Uzbek title once), rename (the meta, and so
 * every address, stays), delete when empty. Each area configures it once: its tables, its audit kind,
 * errors and answer, and what else a change touches.
 */

/** The audit kinds of categories: their records are `<kind>.create`, `<kind>.edit` and `<kind>.delete`. */
type CategoryAuditKind = { [A in AuditAction]: A extends `${infer Kind extends `${string}_category`}.create` ? Kind : never }[AuditAction];

interface CategoryArea<Count extends ItemsCountField> extends repo.CategoryStore {
  audit: CategoryAuditKind;
  /** The area's coded errors: no such category (404), and a category still holding items (409). */
  errors: { notFound: () => AppError; notEmpty: () => AppError };
  /** The answer's field of the number of items in the category. */
  count: Count;
  /** After every change: clears what the area's caches hold of its categories. */
  afterChange: (db: Db) => void;
  /** In a rename's transaction, after the new titles: what else keeps a category's titles (the courses' search keys). */
  onRename?: (tx: Db, categoryId: number) => Promise<unknown>;
}

/** A category's titles as its audit records keep them: a missing Russian or English one is ''. */
const titlesForAudit = (c: repo.CategoryTitles) => ({ title: c.title, title_ru: c.titleRu ?? '', title_en: c.titleEn ?? '' });

const titlesOf = (input: CategoryBody) => ({ title: input.title, titleRu: input.title_ru || null, titleEn: input.title_en || null });

/** An area's category administration over its database: what categoryRoutes (server/plugins/category-routes.ts) serves. */
export function categoryAdmin<Count extends ItemsCountField>(db: Db, area: CategoryArea<Count>) {
  const { table } = area;
  const present = presentAdminCategory(area.count);
  const found = async (guid: string) => {
    const row = await repo.findAdminCategory(db, area, guid);
    if (!row) throw area.errors.notFound();
    return row;
  };

  return {
    async list(body: { q: string; page_number: number; page_size: number }) {
      const { rows, total } = await repo.adminCategoriesPage(db, area, { q: body.q, page: body.page_number, pageSize: body.page_size });
      return paged(rows.map(present), body.page_number, body.page_size, total);
    },

    /** A new category, last in the menu; a meta already taken gets a random suffix. */
    async create(actor: AuditActor, input: CategoryBody) {
      const base = slugify(input.title, 60);
      let meta = base;
      while (await repo.categoryMetaTaken(db, table, meta)) meta = `${base}-${randomBytes(2).toString('hex')}`;
      const row = await db.transaction(async (tx) => {
        const row = await repo.insertCategory(tx, table, { ...titlesOf(input), meta });
        await recordAudit(tx, actor, { action: `${area.audit}.create`, targetId: row.guid, targetLabel: row.title, before: null, after: { ...titlesForAudit(row), meta } });
        return row;
      });
      area.afterChange(db);
      return present({ ...row, itemsCount: 0 });
    },

    async rename(actor: AuditActor, guid: string, input: CategoryBody) {
      const category = await found(guid);
      const titles = titlesOf(input);
      await db.transaction(async (tx) => {
        await repo.renameCategory(tx, table, category.id, titles);
        await area.onRename?.(tx, category.id);
        const change = changedFields(titlesForAudit(category), titlesForAudit(titles));
        if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: `${area.audit}.edit`, targetId: category.guid, targetLabel: titles.title, ...change });
      });
      area.afterChange(db);
      return present({ ...category, ...titles });
    },

    /** Only an empty category: the area's notEmpty error while items are in it. */
    async remove(actor: AuditActor, guid: string) {
      const category = await found(guid);
      if (category.itemsCount > 0) throw area.errors.notEmpty();
      await db.transaction(async (tx) => {
        if (!(await repo.deleteEmptyCategory(tx, area, category.id))) throw area.errors.notEmpty();
        await recordAudit(tx, actor, { action: `${area.audit}.delete`, targetId: category.guid, targetLabel: category.title, before: { ...titlesForAudit(category), meta: category.meta }, after: null });
      });
      area.afterChange(db);
    },
  };
}
