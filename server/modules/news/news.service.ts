import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CategoryBody, Paged } from '@shared/schemas/common';
import type {
  AdminNews,
  AdminNewsCategory,
  DocumentFields,
  DocumentItem,
  DocumentUpdateFields,
  NewsFields,
  NewsHomeData,
  NewsItem,
  newsCategoryPageSchema,
  NewsScript,
  NewsUpdateFields,
} from '@shared/schemas/news';
import { publicPaths } from '@shared/paths';
import { latinToCyrillic, searchKey, searchWords, slugify } from '@shared/text/uzbek';
import { MSG } from '@shared/validation/messages';
import type { Db } from '../../db/client';
import { createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { publicContentChanged } from '../../lib/public-content';
import { htmlToText, sanitizeUserHtml } from '../../lib/html';
import { isReadablePdf } from '../../lib/pdf';
import type { UploadedFile } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { rebuildSearchKeys } from '../../lib/search';
import { fixedSitemapSource, type SitemapSource } from '../../lib/sitemap';
import { removeFiles, storeFiles, storeImages } from '../../lib/stored-files';
import { type ViewCounter } from '../../lib/view-counter';
import { tashkentDay } from '@shared/format/date';
import type { AuthUser } from '../../lib/auth-user';
import { documentNotFound, invalidFields, newsCategoryNotEmpty, newsCategoryNotFound, newsNotFound, notAPdf } from './news.errors';
import { presentAdminCategory, presentAdminNews, presentCategory, presentDocument, presentNewsItem } from './news.presenter';
import * as repo from './news.repository';
import { news } from './news.table';
import { categoryTitlesForAudit, changedFields, recordAudit, type AuditActor } from '../audit';

type NewsCategoryPage = z.infer<typeof newsCategoryPageSchema>;

/** What the news rules need: the database, the uploads folder and the batched view counters of news items and documents. */
export interface NewsDeps {
  db: Db;
  uploadsDir: string;
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

const homeCache = createJsonCache(HOME_DATA_TTL_MS);

/** The home data as JSON, from a 30 s in-process cache. */
export const getNewsHomeDataJson = (deps: NewsDeps) => homeCache.get(deps.db, 'home', () => getNewsHomeData(deps));

/**
 * Call after any write the news home shows (an item published, edited, deleted or made the banner;
 * a category changed; an author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateNewsHomeData = (db?: Db) => homeCache.invalidate(db);

/** The item's words in the reader's script: the stored text is Uzbek Latin; cyrl transliterates it (markup kept). */
function inScript(item: NewsItem, script: NewsScript): NewsItem {
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
export async function viewNews(deps: NewsDeps, meta: string, visitor: string, script: NewsScript = 'latn'): Promise<NewsItem> {
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
export async function listNews(deps: NewsDeps, q: { q: string; category?: string; page: number; page_size: number }): Promise<Paged<NewsItem>> {
  let categoryId: number | undefined;
  if (q.category !== undefined) {
    const category = await repo.findCategoryByMeta(deps.db, q.category);
    if (!category) throw newsCategoryNotFound();
    categoryId = category.id;
  }
  const { rows, total } = await repo.listPage(deps.db, { words: searchWords(q.q), categoryId }, q.page, q.page_size);
  return paged(
    rows.map((r) => presentNewsItem(r)),
    q.page,
    q.page_size,
    total,
  );
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

export async function listDocuments(deps: Pick<NewsDeps, 'db'>, type: '@a' | '@b' | undefined): Promise<{ results: DocumentItem[] }> {
  const rows = await repo.listDocuments(deps.db, type, DOCUMENTS_MAX);
  return { results: rows.map(presentDocument) };
}

/** GET documents/details/{id}/: one document; counts the visitor's view (once a day). */
export async function viewDocument(deps: NewsDeps, id: number, visitor: string): Promise<DocumentItem> {
  const row = await repo.findDocument(deps.db, id);
  if (!row) throw documentNotFound();
  deps.documentViews.add(row.id, visitor);
  return presentDocument({ ...row, views: row.views + deps.documentViews.pending(row.id) });
}

/** GET dashboard/documents/{id}/: one document for its edit form (no view counted). */
export async function getDocument(deps: Pick<NewsDeps, 'db'>, id: number): Promise<DocumentItem> {
  const row = await repo.findDocument(deps.db, id);
  if (!row) throw documentNotFound();
  return presentDocument(row);
}

/** POST dashboard/documents/list/: every document (of a type, when asked) whose title or subtitle has the words, newest first. */
export async function editorDocuments(
  deps: Pick<NewsDeps, 'db'>,
  body: { q: string; page_number: number; page_size: number; type?: '@a' | '@b' },
): Promise<Paged<DocumentItem>> {
  const words = body.q.split(/\s+/).filter(Boolean);
  const { rows, total } = await repo.editorDocumentsPage(deps.db, { words, type: body.type }, body.page_number, body.page_size);
  return paged(rows.map(presentDocument), body.page_number, body.page_size, total);
}

// --- search keys ---------------------------------------------------------------------------------

/** What a news item is found by: its title, short description and body text. */
const newsSearchSource = (n: { title: string; shortDescription: string; description: string }) => `${n.title} ${n.shortDescription} ${htmlToText(n.description)}`;
export const newsSearchText = (n: { title: string; shortDescription: string; description: string }) => searchKey(newsSearchSource(n));

/** Rebuilds the stored search keys of news items (after searchKey changed, or the column was added). */
export const rebuildNewsSearchKeys = (db: Db) =>
  rebuildSearchKeys(db, news, news.searchText, { title: news.title, shortDescription: news.shortDescription, description: news.description }, newsSearchSource);

// --- the editors (admins and moderators) ---------------------------------------------------------

/** The body's first sentence (what the lists show), at most 300 characters. */
function firstSentence(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  const stop = text.indexOf('.');
  return (stop === -1 ? text : text.slice(0, stop + 1)).slice(0, 300);
}

function cleanBody(input: string): string {
  const description = sanitizeUserHtml(input);
  if (!htmlToText(description)) throw invalidFields({ description: MSG.newsDescriptionRequired });
  return description;
}

async function categoryIdOf(db: Db, meta: string): Promise<number> {
  const category = await repo.findCategoryByMeta(db, meta);
  if (!category) throw invalidFields({ category: MSG.newsCategoryRequired });
  return category.id;
}

async function uniqueMeta(db: Db, title: string): Promise<string> {
  for (;;) {
    const meta = `${slugify(title, 60) || 'yangilik'}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.metaTaken(db, meta))) return meta;
  }
}

/** At most one image (the thumbnail), stored through the shared pipeline (checked, journalled, re-encoded). */
async function storeNewsImage(deps: NewsDeps, files: UploadedFile[]): Promise<string[]> {
  if (files.length > 1) throw invalidFields({ image: MSG.imagesMax });
  return storeImages(deps, files.map((f) => f.buffer), { folder: 'news', field: 'image' });
}

async function editorItem(deps: Pick<NewsDeps, 'db'>, guid: string): Promise<AdminNews> {
  const row = await repo.findNewsByGuid(deps.db, guid);
  if (!row) throw newsNotFound();
  return presentAdminNews(row);
}

/** POST dashboard/news/list/: every item, scheduled ones too, newest first, searched by q (the admin list body). */
export async function editorList(deps: Pick<NewsDeps, 'db'>, body: { q: string; page_number: number; page_size: number }): Promise<Paged<AdminNews>> {
  const { rows, total } = await repo.editorPage(deps.db, searchWords(body.q), body.page_number, body.page_size);
  return paged(rows.map(presentAdminNews), body.page_number, body.page_size, total);
}

/** GET dashboard/news/{guid}/: an item whatever its date (the edit form). */
export const getEditorNews = editorItem;

/** Every write the public news pages show (items, documents, categories): the home data cache and the pages kept rendered are cleared. */
function changed(db: Db) {
  invalidateNewsHomeData(db);
  publicContentChanged(db);
}

/** What the audit log keeps of a news item (its body too: an edit's record holds the changed fields only). */
const newsAudit = (n: Pick<repo.NewNews, 'title' | 'categoryId' | 'shortDescription' | 'description' | 'isBanner' | 'publishedAt' | 'thumbnail'>) => ({
  title: n.title,
  category_id: n.categoryId ?? null,
  short_description: n.shortDescription ?? '',
  description: n.description ?? '',
  is_banner: n.isBanner ?? false,
  published_at: n.publishedAt instanceof Date ? n.publishedAt.toISOString() : (n.publishedAt ?? null),
  image: n.thumbnail ?? null,
});

/** POST dashboard/news/: a new item by the caller (its author), with an optional image. */
export async function createNews(deps: NewsDeps, user: AuthUser, input: NewsFields, files: UploadedFile[]): Promise<AdminNews> {
  const categoryId = await categoryIdOf(deps.db, input.category);
  const description = cleanBody(input.description);
  const shortDescription = input.short_description || firstSentence(description);
  const keys = await storeNewsImage(deps, files);
  const meta = await uniqueMeta(deps.db, input.title);
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertNews(
      tx,
      {
        meta,
        categoryId,
        userId: user.id,
        title: input.title,
        shortDescription,
        description,
        thumbnail: keys[0] ?? null,
        isBanner: input.is_banner,
        publishedAt: input.published_at ? new Date(input.published_at) : new Date(),
        searchText: newsSearchText({ title: input.title, shortDescription, description }),
      },
      keys,
    );
      await recordAudit(tx, user, { action: 'news.create', targetId: inserted.guid, targetLabel: inserted.title, targetLink: publicPaths.newsItem(inserted.meta), before: null, after: newsAudit(inserted) });
      return inserted;
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  changed(deps.db);
  return editorItem(deps, row.guid);
}

/** PATCH dashboard/news/{guid}/: the fields sent change; a new image replaces the old one (its files removed). The meta, and so the address, stays. */
export async function updateNews(deps: NewsDeps, actor: AuditActor, guid: string, input: NewsUpdateFields, files: UploadedFile[]): Promise<AdminNews> {
  const found = await repo.findNewsByGuid(deps.db, guid);
  if (!found) throw newsNotFound();
  const n = found.record;
  const values: Partial<repo.NewNews> = {};
  if (input.category !== undefined) values.categoryId = await categoryIdOf(deps.db, input.category);
  const title = input.title ?? n.title;
  const description = input.description !== undefined ? cleanBody(input.description) : n.description;
  const shortDescription = input.short_description !== undefined ? input.short_description || firstSentence(description) : n.shortDescription;
  Object.assign(values, { title, description, shortDescription, searchText: newsSearchText({ title, shortDescription, description }) });
  if (input.is_banner !== undefined) values.isBanner = input.is_banner;
  if (input.published_at !== undefined) values.publishedAt = new Date(input.published_at);
  const keys = await storeNewsImage(deps, files);
  const released = keys.length && n.thumbnail ? [n.thumbnail] : [];
  if (keys.length) values.thumbnail = keys[0];
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateNews(tx, n.id, { ...values, updatedAt: new Date() }, keys, released);
      const change = changedFields(newsAudit(n), newsAudit({ ...n, ...values }));
      if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'news.edit', targetId: n.guid, targetLabel: title, targetLink: publicPaths.newsItem(n.meta), ...change });
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  changed(deps.db);
  await removeFiles(deps, released);
  return editorItem(deps, guid);
}

/** DELETE dashboard/news/{guid}/: the item and its image. */
export async function deleteNews(deps: NewsDeps, actor: AuditActor, guid: string): Promise<void> {
  const found = await repo.findNewsByGuid(deps.db, guid);
  if (!found) throw newsNotFound();
  const n = found.record;
  const keys = await deps.db.transaction(async (tx) => {
    const keys = await repo.deleteNews(tx, n.id);
    await recordAudit(tx, actor, { action: 'news.delete', targetId: n.guid, targetLabel: n.title, before: newsAudit(n), after: null });
    return keys;
  });
  changed(deps.db);
  await removeFiles(deps, keys);
}

/**
 * At most one PDF (`file`), recognised by its content, not its name or type: a PDF that opens
 * (isReadablePdf: pdf.js reads it, as our viewer page will); its size is bounded by the uploads
 * limit (413 above it).
 */
async function storeDocumentFile(deps: NewsDeps, files: UploadedFile[]): Promise<string[]> {
  if (files.length > 1) throw invalidFields({ file: MSG.pdfOnly });
  for (const f of files) if (!(await isReadablePdf(f.buffer))) throw notAPdf();
  return storeFiles(deps, files.map((f) => f.buffer), { folder: 'documents', ext: 'pdf' });
}

/** POST dashboard/documents/: a document with an optional PDF. */
/** What the audit log keeps of a document. */
const documentAudit = (d: { type: string; title: string; subtitle: string | null; link: string | null; file: string | null }) => ({
  type: d.type,
  title: d.title,
  subtitle: d.subtitle ?? '',
  link: d.link ?? null,
  file: d.file ?? null,
});

export async function createDocument(deps: NewsDeps, actor: AuditActor, input: DocumentFields, files: UploadedFile[]): Promise<DocumentItem> {
  const keys = await storeDocumentFile(deps, files);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const row = await repo.insertDocument(tx, { type: input.type, title: input.title, subtitle: input.subtitle, link: input.link || null, file: keys[0] ?? null }, keys);
      await recordAudit(tx, actor, { action: 'document.create', targetId: row.id, targetLabel: row.title, before: null, after: documentAudit(row) });
      return row;
    });
    changed(deps.db);
    return presentDocument(row);
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
}

/** PATCH dashboard/documents/{id}/: the fields sent change; a new `file` replaces the PDF, remove_file drops it. */
export async function updateDocument(deps: NewsDeps, actor: AuditActor, id: number, input: DocumentUpdateFields, files: UploadedFile[]): Promise<DocumentItem> {
  const d = await repo.findDocument(deps.db, id);
  if (!d) throw documentNotFound();
  const keys = await storeDocumentFile(deps, files);
  const values: Partial<repo.NewDocument> = { updatedAt: new Date() };
  if (input.type !== undefined) values.type = input.type;
  if (input.title !== undefined) values.title = input.title;
  if (input.subtitle !== undefined) values.subtitle = input.subtitle;
  if (input.link !== undefined) values.link = input.link || null;
  const replaced = keys.length > 0 || input.remove_file === true;
  if (replaced) values.file = keys[0] ?? null;
  const released = replaced && d.file ? [d.file] : [];
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const row = await repo.updateDocument(tx, id, values, keys, released);
      const change = changedFields(documentAudit(d), documentAudit(row));
      if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'document.edit', targetId: id, targetLabel: row.title, ...change });
      return row;
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  changed(deps.db);
  await removeFiles(deps, released);
  return presentDocument(row);
}

/** DELETE dashboard/documents/{id}/: the document and its PDF. */
export async function deleteDocument(deps: NewsDeps, actor: AuditActor, id: number): Promise<void> {
  const d = await repo.findDocument(deps.db, id);
  if (!d) throw documentNotFound();
  const keys = await deps.db.transaction(async (tx) => {
    const keys = await repo.deleteDocument(tx, id);
    await recordAudit(tx, actor, { action: 'document.delete', targetId: id, targetLabel: d.title, before: documentAudit(d), after: null });
    return keys;
  });
  changed(deps.db);
  await removeFiles(deps, keys);
}

// --- the editors' categories ---------------------------------------------------------------------

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

// --- the sitemap ---------------------------------------------------------------------------------

/** The news' public pages for the sitemap: the index, the two document lists, the category pages, the articles and the document pages. */
export function newsSitemapSources(deps: Pick<NewsDeps, 'db'>): SitemapSource[] {
  return [
    fixedSitemapSource('news', [publicPaths.news(), publicPaths.documents('@a'), publicPaths.documents('@b')]),
    {
      name: 'news-categories',
      count: async () => (await repo.listCategories(deps.db)).length,
      entries: async (offset: number, limit: number) => (await repo.listCategories(deps.db)).slice(offset, offset + limit).map((c) => ({ path: publicPaths.newsCategory(c.meta) })),
    },
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
