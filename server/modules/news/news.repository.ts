import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { documents, news, newsCategories } from './news.table';

/**
 * Every query of the news module's public reads. A news item carries its category and author,
 * joined in the same query. An item is public once its published_at has come (scheduled items wait).
 */

export type NewsCategoryRow = { id: number; guid: string; meta: string; title: string };

export function listCategories(db: Db): Promise<NewsCategoryRow[]> {
  return db
    .select({ id: newsCategories.id, guid: newsCategories.guid, meta: newsCategories.meta, title: newsCategories.title })
    .from(newsCategories)
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
}

export async function findCategoryByMeta(db: Db, meta: string): Promise<NewsCategoryRow | null> {
  const [row] = await db
    .select({ id: newsCategories.id, guid: newsCategories.guid, meta: newsCategories.meta, title: newsCategories.title })
    .from(newsCategories)
    .where(eq(newsCategories.meta, meta))
    .limit(1);
  return row ?? null;
}

const itemColumns = {
  id: news.id,
  guid: news.guid,
  meta: news.meta,
  title: news.title,
  shortDescription: news.shortDescription,
  thumbnail: news.thumbnail,
  publishedAt: news.publishedAt,
  views: news.views,
  categoryTitle: newsCategories.title,
  categoryMeta: newsCategories.meta,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userPfp: users.pfp,
};

export type NewsItemRow = {
  id: number;
  guid: string;
  meta: string;
  title: string;
  shortDescription: string;
  thumbnail: string | null;
  publishedAt: Date;
  views: number;
  categoryTitle: string;
  categoryMeta: string;
  userFirstName: string;
  userLastName: string;
  userPfp: string | null;
};

const published = () => lte(news.publishedAt, sql`now()`);

/** Published items, newest first (news_published_idx / news_category_published_idx). */
function items(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<NewsItemRow[]> {
  return db
    .select(itemColumns)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .innerJoin(users, eq(users.id, news.userId))
    .where(where ? and(published(), where) : published())
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .offset(offset);
}

export const latestNews = (db: Db, limit: number) => items(db, undefined, limit);

export const newsOfCategory = (db: Db, categoryId: number, limit: number, offset: number) =>
  items(db, eq(news.categoryId, categoryId), limit, offset);

/** The newest item marked as the /news hero. */
export async function latestBanner(db: Db): Promise<NewsItemRow | null> {
  const [row] = await items(db, eq(news.isBanner, true), 1);
  return row ?? null;
}

/** A published item with its body, by meta; null when there is none. */
export async function findPublishedNews(db: Db, meta: string): Promise<(NewsItemRow & { id: number; description: string }) | null> {
  const [row] = await db
    .select({ ...itemColumns, id: news.id, description: news.description })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .innerJoin(users, eq(users.id, news.userId))
    .where(and(eq(news.meta, meta), published()))
    .limit(1);
  return row ?? null;
}

export type DocumentRow = typeof documents.$inferSelect;

/** Documents of one type (or all), newest first (documents_type_created_idx). */
export function listDocuments(db: Db, type: '@a' | '@b' | undefined, limit: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(type ? eq(documents.type, type) : undefined)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row ?? null;
}
