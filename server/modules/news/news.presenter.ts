import type { AdminNews, DocumentItem, NewsItem } from '@shared/schemas/news';
import { fileKeyToUrl, imageKeyToUrl } from '../../lib/images';
import type { DocumentRow, NewsItemRow, NewsRecord } from './news.repository';

/** Rows → the spec's JSON (spec §3). `created_at` of a news item is the date it was published. */

export function presentNewsItem(row: NewsItemRow & { description?: string; updatedAt?: Date }): NewsItem {
  return {
    guid: row.guid,
    meta: row.meta,
    title: row.title,
    short_description: row.shortDescription,
    ...(row.description !== undefined ? { description: row.description } : {}),
    thumbnail: imageKeyToUrl(row.thumbnail),
    created_at: row.publishedAt.toISOString(),
    ...(row.updatedAt !== undefined ? { updated_at: row.updatedAt.toISOString() } : {}),
    views: row.views,
    category: { title: row.categoryTitle, meta: row.categoryMeta, title_ru: row.categoryTitleRu || null, title_en: row.categoryTitleEn || null },
    user: { first_name: row.userFirstName, last_name: row.userLastName, pfp: imageKeyToUrl(row.userPfp) },
  };
}

export const presentDocument = (row: DocumentRow): DocumentItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  subtitle: row.subtitle,
  link: row.link,
  file: fileKeyToUrl(row.file),
  file_size: row.file ? row.fileSize : null,
  views: row.views,
});

/** The editors' view of an item: the public one with its body, banner flag, publishing date and last edit. */
export const presentAdminNews = (row: NewsItemRow & { record: NewsRecord }): AdminNews => ({
  ...presentNewsItem({ ...row, description: row.record.description }),
  description: row.record.description,
  is_banner: row.record.isBanner,
  published_at: row.record.publishedAt.toISOString(),
  updated_at: row.record.updatedAt.toISOString(),
});
