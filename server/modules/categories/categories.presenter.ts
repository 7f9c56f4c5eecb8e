import type { z } from 'zod';
import type { titledCategorySchema } from '@shared/schemas/common';
import type { AdminCategoryRow, PublicCategoryRow } from './categories.repository';

type TitledCategory = z.infer<typeof titledCategorySchema>;

/** A category as every area's answers name it: its keys and its titles (an empty Russian or English one is null: the Uzbek shows). */
export const presentCategory = (row: Omit<PublicCategoryRow, 'id'>): TitledCategory => ({
  guid: row.guid,
  meta: row.meta,
  title: row.title,
  title_ru: row.titleRu || null,
  title_en: row.titleEn || null,
});

/** The field of an admin category that counts the area's items in it (spec §7: products_count, news_count, courses_count). */
export type ItemsCountField = 'products_count' | 'news_count' | 'courses_count';

/** A category of the admin list: with when it was made and its number of items, under the area's own name. */
export const presentAdminCategory =
  <Count extends ItemsCountField>(count: Count) =>
  (row: AdminCategoryRow) =>
    ({ ...presentCategory(row), created_at: row.createdAt.toISOString(), [count]: row.itemsCount }) as TitledCategory & { created_at: string } & Record<Count, number>;
