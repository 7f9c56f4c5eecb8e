import { randomBytes } from 'node:crypto';
import type { Paged } from '@shared/schemas/common';
import type { AdminNews, DocumentFields, DocumentItem, DocumentUpdateFields, NewsFields, NewsUpdateFields } from '@shared/schemas/news';
import { publicPaths } from '@shared/paths';
import { searchWords, slugify } from '@shared/text/uzbek';
import { MSG } from '@shared/validation/messages';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeUserHtml } from '../../lib/html';
import { isReadablePdf } from '../../lib/pdf';
import type { UploadedFile } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { removeFiles, storeFiles, storeImages, writingNewFiles } from '../../lib/stored-files';
import type { AuthUser } from '../../lib/auth-user';
import { documentNotFound, invalidFields, newsNotFound, notAPdf } from './news.errors';
import { presentAdminNews, presentDocument } from './news.presenter';
import * as repo from './news.repository';
import { newsContentChanged as changed, newsSearchText, type NewsDeps } from './news.service';
import { changedFields, recordAudit, type AuditActor } from '../audit';

/** The editors (the admin roles) of news items and documents: the lists, the edit forms, create, edit, delete. */

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
  await writingNewFiles(deps, keys, () =>
    deps.db.transaction(async (tx) => {
      await repo.updateNews(tx, n.id, { ...values, updatedAt: new Date() }, keys, released);
      const change = changedFields(newsAudit(n), newsAudit({ ...n, ...values }));
      if (Object.keys(change.after).length) await recordAudit(tx, actor, { action: 'news.edit', targetId: n.guid, targetLabel: title, targetLink: publicPaths.newsItem(n.meta), ...change });
    }),
  );
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
      const row = await repo.insertDocument(tx, { type: input.type, title: input.title, subtitle: input.subtitle, link: input.link || null, file: keys[0] ?? null, fileSize: files[0]?.buffer.length ?? null }, keys);
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
  if (replaced) {
    values.file = keys[0] ?? null;
    values.fileSize = files[0]?.buffer.length ?? null;
  }
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
