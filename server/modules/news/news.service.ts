import type { z } from 'zod';
import type { SearchedPage } from '@shared/schemas/common';
import type { TextScript } from '@shared/schemas/common';
import type { DocumentItem, NewsHomeData, NewsItem, newsCategoryPageSchema } from '@shared/schemas/news';
import { publicPaths } from '@shared/paths';
import { latinToCyrillic, searchKey, searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { createAnswerCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { publicContentChanged } from '../../lib/public-content';
import { htmlToText } from '../../lib/html';
import { searchForgiving, suggestionText } from '../../lib/did-you-mean';
import { paged } from '../../lib/paging';
import { rebuildSearchKeys, ungated, type SearchGate } from '../../lib/search';
import { fixedSitemapSource, type SitemapSource } from '../../lib/sitemap';
import { type ViewCounter } from '../../lib/view-counter';
import { tashkentDay } from '@shared/format/date';
import { documentNotFound, newsCategoryNotFound, newsNotFound } from './news.errors';
import { categorySitemapSource, presentCategory, rebuildCategorySearchKeys } from '../categories';
import { presentDocument, presentNewsItem } from './news.presenter';
import * as repo from './news.repository';
import { news, newsCategories } from './news.table';
import type { BlobStore } from '../../lib/blob-store';

/** The public news: the home data and its cache, the lists, an item's and a document's page, the search keys, the sitemap. The editors' writes are in dashboard.service.ts and categories.service.ts. */
type NewsCategoryPage = z.infer<typeof newsCategoryPageSchema>;

/** What the news rules need: the database, the uploads folder and the batched view counters of news items and documents. */
export interface NewsDeps {
  db: Db;
  blobs: BlobStore;
  views: ViewCounter;
  /** The batched view counter of documents' pages. */
  documentViews: ViewCounter;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "The week": items published in the last 7 days… */
const WEEK_DAYS = 7;
/** …at most this many (the page shows a grid, the home page its first 4)… */
const WEEK_MAX = 12;
/** …and never fewer than this many while the site has that much news: a quiet week is filled with the latest items. */
const WEEK_MIN = 4;

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

const homeCache = createAnswerCache<NewsHomeData>('news.home_data', HOME_DATA_TTL_MS);

/** The home data, from a 30 s in-process cache: the same object for every caller, its JSON made once (server/lib/kept-json.ts). */
export const cachedNewsHomeData = (deps: NewsDeps) => homeCache.get(deps.db, 'home', () => getNewsHomeData(deps));

/**
 * Call after any write the news home shows (an item published, edited, deleted or made the banner;
 * a category changed; an author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateNewsHomeData = (db?: Db) => homeCache.invalidate(db);

/** The item's words in the reader's script: the stored text is Uzbek Latin; cyrl transliterates it (markup kept). */
function inScript(item: NewsItem, script: TextScript): NewsItem {
  if (script === 'latn') return item;
  return {
    ...item,
    title: latinToCyrillic(item.title),
    short_description: latinToCyrillic(item.short_description),
    ...(item.description !== undefined ? { description: latinToCyrillic(item.description) } : {}),
    category: { ...item.category, title: latinToCyrillic(item.category.title) },
  };
}

/** One item with its body, in the asked script; counts the visitor's view (once a day). */
export async function viewNews(deps: NewsDeps, meta: string, visitor: string | null, script: TextScript = 'latn'): Promise<NewsItem> {
  const row = await repo.findPublishedNews(deps.db, meta);
  if (!row) throw newsNotFound();
  deps.views.add(row.id, visitor);
  return inScript(presentNewsItem({ ...row, views: row.views + deps.views.pending(row.id) }), script);
}

let prunedDay = '';
/** The view counter's write for news: the items' counters and their views of the day (Tashkent); once a day, daily views past two weeks are forgotten. */
export async function writeNewsViews(db: Db, entries: [id: number, views: number][]) {
  const now = new Date();
  const day = tashkentDay(now);
  await repo.raiseNewsViews(db, entries, day);
  if (prunedDay !== day) {
    await pruneNewsDailyViews(db, now);
    prunedDay = day;
  }
}

/** GET list/: published items matching the words (Latin or Cyrillic, any apostrophe) and category, newest first. */
export async function listNews(deps: NewsDeps, q: { q: string; category?: string; page: number; page_size: number }, gate: SearchGate = ungated): Promise<SearchedPage<NewsItem>> {
  let categoryId: number | undefined;
  if (q.category !== undefined) {
    const category = await repo.findCategoryByMeta(deps.db, q.category);
    if (!category) throw newsCategoryNotFound();
    categoryId = category.id;
  }
  const words = searchWords(q.q);
  // A search (nothing keeps its answers) is counted against the caller: the per-address search limit.
  if (words.length) await gate();
  const search = (words: string[]) => repo.listPage(deps.db, { words, categoryId }, q.page, q.page_size);
  const { found, corrected } = await searchForgiving(deps.db, 'news', words, search, (page) => page.total === 0, q.page === 1);
  const { rows, total } = found;
  return {
    ...paged(
      rows.map((r) => presentNewsItem(r)),
      q.page,
      q.page_size,
      total,
    ),
    did_you_mean: corrected && suggestionText(q.q, words, corrected, rows.map((r) => r.title)),
  };
}

/** "Most read this week": the last 7 days of honest views (news_daily_views), then all-time views, then newest. */
const MOST_READ_DAYS = 7;
export async function mostReadNews(deps: NewsDeps, limit: number, now: Date = new Date()): Promise<{ results: NewsItem[] }> {
  const since = tashkentDay(new Date(now.getTime() - (MOST_READ_DAYS - 1) * DAY_MS));
  const rows = await repo.mostRead(deps.db, since, limit);
  return { results: rows.map((r) => presentNewsItem(r)) };
}

/** Forgets daily views older than the week (kept a little longer than it needs). */
const pruneNewsDailyViews = (db: Db, now: Date = new Date()) => repo.pruneDailyViews(db, tashkentDay(new Date(now.getTime() - 14 * DAY_MS)));

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
const DOCUMENTS_MAX = 100;

export async function listDocuments(deps: Pick<NewsDeps, 'db' | 'blobs'>, type: '@a' | '@b' | undefined): Promise<{ results: DocumentItem[] }> {
  const rows = await withFileSizes(deps, await repo.listDocuments(deps.db, type, DOCUMENTS_MAX));
  return { results: rows.map(presentDocument) };
}

/**
 * The documents with their PDF's size: a file stored before sizes were kept (issue 40) is measured
 * once, when it is first shown, and its size written down. Documents are few and a PDF at most 5 MB.
 */
async function withFileSizes(deps: Pick<NewsDeps, 'db' | 'blobs'>, rows: repo.DocumentRow[]): Promise<repo.DocumentRow[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!row.file || row.fileSize !== null) return row;
      const body = await deps.blobs.read(row.file);
      if (!body) return row;
      await repo.setDocumentFileSize(deps.db, row.id, row.file, body.length);
      return { ...row, fileSize: body.length };
    }),
  );
}

/** GET documents/details/{id}/: one document; counts the visitor's view (once a day). */
export async function viewDocument(deps: NewsDeps, id: number, visitor: string | null): Promise<DocumentItem> {
  const found = await repo.findDocument(deps.db, id);
  if (!found) throw documentNotFound();
  const [row] = await withFileSizes(deps, [found]);
  deps.documentViews.add(row.id, visitor);
  return presentDocument({ ...row, views: row.views + deps.documentViews.pending(row.id) });
}

// --- search keys ---------------------------------------------------------------------------------

/** What a news item is found by: its title, short description and body text. */
const newsSearchSource = (n: { title: string; shortDescription: string; description: string }) => `${n.title} ${n.shortDescription} ${htmlToText(n.description)}`;
export const newsSearchText = (n: { title: string; shortDescription: string; description: string }) => searchKey(newsSearchSource(n));

/** Rebuilds the stored search keys of news items and categories (after searchKey changed, or the column was added). */
export const rebuildNewsSearchKeys = async (db: Db) =>
  (await rebuildSearchKeys(db, news, news.searchText, { title: news.title, shortDescription: news.shortDescription, description: news.description }, newsSearchSource)) +
  (await rebuildCategorySearchKeys(db, newsCategories));
/** Every write the public news pages show (items, documents, categories): the home data cache and the pages kept rendered are cleared. */
export function newsContentChanged(db: Db) {
  invalidateNewsHomeData(db);
  publicContentChanged(db);
}

// --- the sitemap ---------------------------------------------------------------------------------

/** The news' public pages for the sitemap: the index, the two document lists, the category pages, the articles and the document pages. */
export function newsSitemapSources(deps: Pick<NewsDeps, 'db'>): SitemapSource[] {
  return [
    fixedSitemapSource('news', [publicPaths.news(), publicPaths.documents('@a'), publicPaths.documents('@b')]),
    categorySitemapSource(deps.db, newsCategories, 'news-categories', publicPaths.newsCategory),
    {
      name: 'news-articles',
      count: () => repo.countPublished(deps.db),
      entries: async (offset: number, limit: number) =>
        (await repo.publishedPages(deps.db, offset, limit)).map((n) => ({ path: publicPaths.newsItem(n.meta), lastModified: n.updatedAt })),
    },
    {
      name: 'documents',
      count: () => repo.countDocuments(deps.db),
      entries: async (offset: number, limit: number) =>
        (await repo.documentPages(deps.db, offset, limit)).map((d) => ({ path: publicPaths.document(d.id), lastModified: d.updatedAt })),
    },
  ];
}

/** The admin overview's news figures (two queries): every item, and the `top` most viewed published ones. */
export async function newsStats(db: Db, top: number) {
  const total = await repo.countNews(db);
  return { total, mostViewed: await repo.mostViewedNews(db, top) };
}
