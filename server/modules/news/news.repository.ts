import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, rowWhere } from '../../lib/reads';
import { containsEveryWord, escapeLike } from '../../lib/search';
import { releaseFiles, settleFiles } from '../../lib/stored-files';
import { users } from '../users';
import { categoryByMeta, categoryRows } from '../categories';
import { raiseViewsIn } from '../../lib/view-counter';
import { documents, news, newsCategories, newsDailyViews } from './news.table';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * Every query of the news module's public reads. A news item carries its category and author,
 * joined in the same query. An item is public once its published_at has come (scheduled items wait).
 */

export const listCategories = (db: Db) => categoryRows(db, newsCategories);

export const findCategoryByMeta = (db: Db, meta: string) => categoryByMeta(db, newsCategories, meta);

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
  categoryTitleRu: newsCategories.titleRu,
  categoryTitleEn: newsCategories.titleEn,
  categoryMeta: newsCategories.meta,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userPfp: users.pfp,
};

export type NewsItemRow = SelectResultFields<typeof itemColumns>;

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
export async function findPublishedNews(db: Db, meta: string): Promise<(NewsItemRow & { id: number; description: string; updatedAt: Date }) | null> {
  const [row] = await db
    .select({ ...itemColumns, id: news.id, description: news.description, updatedAt: news.updatedAt })
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

export const findDocument = (db: Db, id: number): Promise<DocumentRow | null> => rowWhere(db, documents, documents.id, id);

/** Writes down the size of a document's PDF, if that is still its file (not replaced meanwhile). */
export async function setDocumentFileSize(db: Db, id: number, file: string, size: number): Promise<void> {
  await db.update(documents).set({ fileSize: size }).where(and(eq(documents.id, id), eq(documents.file, file)));
}

// --- the list, search and most read ----------------------------------------------------------------

export interface ListFilters {
  /** Search keys (searchWords): each must occur in the item's search text. */
  words: string[];
  categoryId?: number;
}

/** GET list/: published items matching the words (and category), newest first, a page and the total. */
export async function listPage(db: Db, f: ListFilters, page: number, pageSize: number): Promise<{ rows: NewsItemRow[]; total: number }> {
  const conditions = [...containsEveryWord(news.searchText, f.words), ...(f.categoryId !== undefined ? [eq(news.categoryId, f.categoryId)] : [])];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    items(db, where, pageSize, (page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(news)
      .where(where ? and(published(), where) : published()),
  ]);
  return { rows, total };
}

/**
 * The view counter's write for news: raises the items' counters and their views of `day` (one
 * statement each), in the counter's transaction.
 */
export async function raiseNewsViews(db: Db, entries: [id: number, views: number][], day: string): Promise<void> {
  if (!entries.length) return;
  await raiseViewsIn('news')(db, entries);
  await db
    .insert(newsDailyViews)
    .values(entries.map(([newsId, views]) => ({ newsId, day, views })))
    .onConflictDoUpdate({ target: [newsDailyViews.newsId, newsDailyViews.day], set: { views: sql`${newsDailyViews.views} + excluded.views` } });
}

/** Forgets the daily views before `day` (they only serve the last week). */
export async function pruneDailyViews(db: Db, beforeDay: string): Promise<void> {
  await db.delete(newsDailyViews).where(lt(newsDailyViews.day, beforeDay));
}

/**
 * The most read published items: by their views since `sinceDay` (news_daily_views: one visitor once
 * a day, the same honest count the views are), then by the all-time views, then newest. One query.
 */
export function mostRead(db: Db, sinceDay: string, limit: number): Promise<(NewsItemRow & { recent: number })[]> {
  const recent = db
    .select({ itemId: newsDailyViews.newsId, n: sql<number>`sum(${newsDailyViews.views})`.as('n') })
    .from(newsDailyViews)
    .where(gte(newsDailyViews.day, sinceDay))
    .groupBy(newsDailyViews.newsId)
    .as('recent');
  const recentViews = sql<number>`coalesce(${recent.n}, 0)::int`;
  return db
    .select({ ...itemColumns, recent: recentViews })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .innerJoin(users, eq(users.id, news.userId))
    .leftJoin(recent, eq(recent.itemId, news.id))
    .where(published())
    .orderBy(desc(recentViews), desc(news.views), desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

// --- the editors -----------------------------------------------------------------------------------

export type NewNews = typeof news.$inferInsert;
export type NewsRecord = typeof news.$inferSelect;

export async function metaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.meta, meta)).limit(1);
  return row !== undefined;
}

/** An item whatever its publishing date (the editors' view), with its category and author. */
export async function findNewsByGuid(db: Db, guid: string): Promise<(NewsItemRow & { record: NewsRecord }) | null> {
  const [row] = await db
    .select({ ...itemColumns, record: news })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .innerJoin(users, eq(users.id, news.userId))
    .where(eq(news.guid, guid))
    .limit(1);
  return row ?? null;
}

/** The editors' list: every item (scheduled ones too) matching the words, newest first, a page and the total. */
export async function editorPage(db: Db, words: string[], page: number, pageSize: number): Promise<{ rows: (NewsItemRow & { record: NewsRecord })[]; total: number }> {
  const conditions = containsEveryWord(news.searchText, words);
  const where = and(...conditions);
  return pageWithTotal(
    db,
    db
      .select({ ...itemColumns, record: news })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .innerJoin(users, eq(users.id, news.userId))
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .$dynamic(),
    news,
    where,
    { page, pageSize },
  );
}

/** Stores a new item; its image (if any) is settled in the same transaction. */
export function insertNews(db: Db, values: NewNews, imageKeys: string[]): Promise<NewsRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values(values).returning();
    await settleFiles(tx, imageKeys);
    return row;
  });
}

/** Updates an item; a replaced image is released in the same transaction (removeFiles after). */
export function updateNews(db: Db, id: number, values: Partial<NewNews>, newKeys: string[], releasedKeys: string[]): Promise<void> {
  return db.transaction(async (tx) => {
    if (Object.keys(values).length) await tx.update(news).set(values).where(eq(news.id, id));
    await settleFiles(tx, newKeys);
    await releaseFiles(tx, releasedKeys);
  });
}

/** Deletes an item and releases its image; answers the keys to remove. */
export function deleteNews(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ thumbnail: news.thumbnail });
    const keys = row?.thumbnail ? [row.thumbnail] : [];
    await releaseFiles(tx, keys);
    return keys;
  });
}

export type NewDocument = typeof documents.$inferInsert;

/** The editors' list of documents: of one type (or all), whose title or subtitle has every word, newest first, a page and the total. */
export async function editorDocumentsPage(
  db: Db,
  f: { words: string[]; type?: '@a' | '@b' },
  page: number,
  pageSize: number,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const haystack = sql`lower(${documents.title} || ' ' || ${documents.subtitle})`;
  const conditions = [...f.words.map((w) => sql`${haystack} like ${`%${escapeLike(w.toLowerCase())}%`}`), ...(f.type ? [eq(documents.type, f.type)] : [])];
  const where = and(...conditions);
  return pageWithTotal(
    db,
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .$dynamic(),
    documents,
    where,
    { page, pageSize },
  );
}

export function insertDocument(db: Db, values: NewDocument, fileKeys: string[]): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(documents).values(values).returning();
    await settleFiles(tx, fileKeys);
    return row;
  });
}

export function updateDocument(db: Db, id: number, values: Partial<NewDocument>, newKeys: string[], releasedKeys: string[]): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(documents).set(values).where(eq(documents.id, id)).returning();
    await settleFiles(tx, newKeys);
    await releaseFiles(tx, releasedKeys);
    return row;
  });
}

export function deleteDocument(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(documents).where(eq(documents.id, id)).returning({ file: documents.file });
    const keys = row?.file ? [row.file] : [];
    await releaseFiles(tx, keys);
    return keys;
  });
}

// --- the sitemap -----------------------------------------------------------------------------------

export async function countPublished(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(news).where(published());
  return n;
}

export const publishedPages = (db: Db, offset: number, limit: number) =>
  db.select({ meta: news.meta, updatedAt: news.updatedAt }).from(news).where(published()).orderBy(asc(news.id)).limit(limit).offset(offset);

export async function countDocuments(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(documents);
  return n;
}

export const documentPages = (db: Db, offset: number, limit: number) =>
  db.select({ id: documents.id, updatedAt: documents.updatedAt }).from(documents).orderBy(asc(documents.id)).limit(limit).offset(offset);

/** The admin overview: every news item. */
export async function countNews(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(news);
  return row.total;
}

/** The admin overview: the most viewed published news, read in news_views_idx order. */
export const mostViewedNews = (db: Db, limit: number) =>
  db.select({ guid: news.guid, meta: news.meta, title: news.title, views: news.views }).from(news).where(published()).orderBy(desc(news.views)).limit(limit);
