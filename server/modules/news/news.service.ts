import type { z } from 'zod';
import type { DocumentItem, NewsHomeData, NewsItem, newsCategoryPageSchema } from '@shared/schemas/news';

type NewsCategoryPage = z.infer<typeof newsCategoryPageSchema>;
import type { Db } from '../../db/client';
import type { ViewCounter } from '../../lib/view-counter';
import { createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { documentNotFound, newsCategoryNotFound, newsNotFound } from './news.errors';
import { presentCategory, presentDocument, presentNewsItem } from './news.presenter';
import * as repo from './news.repository';

/** What the news rules need: the database and the batched view counter of news items. */
export interface NewsDeps {
  db: Db;
  views: ViewCounter;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "The week": items published in the last 7 days… */
export const WEEK_DAYS = 7;
/** …at most this many (the page shows a grid, the home page its first 4)… */
export const WEEK_MAX = 12;
/** …and never fewer than this many while the site has that much news: a quiet week is filled with the latest items. */
export const WEEK_MIN = 4;

/**
 * /news's data: every category, the hero (the newest item marked as banner) and the week.
 * The week is the items of the last 7 days, newest first, at most 12; when fewer than 4 were published
 * in that time, it is the 4 newest items instead, so the home page is never empty. Three queries.
 */
export async function getNewsHomeData(deps: Pick<NewsDeps, 'db'>, now: Date = new Date()): Promise<NewsHomeData> {
  const [categories, banner, latest] = await Promise.all([repo.listCategories(deps.db), repo.latestBanner(deps.db), repo.latestNews(deps.db, WEEK_MAX)]);
  const since = now.getTime() - WEEK_DAYS * DAY_MS;
  // Newest first, so this week's items are a prefix of the list.
  const thisWeek = latest.filter((n) => n.publishedAt.getTime() >= since);
  const week = thisWeek.length >= WEEK_MIN ? thisWeek : latest.slice(0, WEEK_MIN);
  return {
    categories: categories.map(presentCategory),
    banner: banner ? presentNewsItem(banner) : null,
    week: week.map((n) => presentNewsItem(n)),
  };
}

const homeCache = createJsonCache(HOME_DATA_TTL_MS);

/** The home data as JSON, from a 30 s in-process cache. */
export const getNewsHomeDataJson = (deps: NewsDeps) => homeCache.get(deps.db, 'home', () => getNewsHomeData(deps));

/**
 * Call after any write the news home shows (an item published, edited, deleted or made the banner;
 * a category changed; an author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateNewsHomeData = (db?: Db) => homeCache.invalidate(db);

/** One item with its body; counts the visitor's view (once a day). */
export async function viewNews(deps: NewsDeps, meta: string, visitor: string): Promise<NewsItem> {
  const row = await repo.findPublishedNews(deps.db, meta);
  if (!row) throw newsNotFound();
  deps.views.add(row.id, visitor);
  return presentNewsItem({ ...row, views: row.views + deps.views.pending(row.id) });
}

export async function newsOfCategory(deps: NewsDeps,
  meta: string,
  page: number,
  pageSize: number,
): Promise<NewsCategoryPage> {
  const category = await repo.findCategoryByMeta(deps.db, meta);
  if (!category) throw newsCategoryNotFound();
  // One row more than a page tells whether there is a next page, without counting.
  const rows = await repo.newsOfCategory(deps.db, category.id, pageSize + 1, (page - 1) * pageSize);
  return {
    category: presentCategory(category),
    results: rows.slice(0, pageSize).map((n) => presentNewsItem(n)),
    next_page: rows.length > pageSize ? page + 1 : null,
  };
}

/** Documents are few (a curated list), so one bounded list is enough. */
export const DOCUMENTS_MAX = 100;

export async function listDocuments(deps: NewsDeps, type: '@a' | '@b' | undefined): Promise<{ results: DocumentItem[] }> {
  const rows = await repo.listDocuments(deps.db, type, DOCUMENTS_MAX);
  return { results: rows.map(presentDocument) };
}

export async function getDocument(deps: NewsDeps, id: number): Promise<DocumentItem> {
  const row = await repo.findDocument(deps.db, id);
  if (!row) throw documentNotFound();
  return presentDocument(row);
}
