import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { guidParamsSchema, idParamsSchema } from '@shared/schemas/common';
import {
  adminNewsCategorySchema,
  adminNewsSchema,
  documentEditorListBodySchema,
  documentFieldsSchema,
  documentItemSchema,
  documentUpdateFieldsSchema,
  newsFieldsSchema,
  newsUpdateFieldsSchema,
} from '@shared/schemas/news';
import type { AuthUser } from '../../lib/auth-user';
import type { FormBody } from '../../lib/multipart';
import { adminListRoute, deleteRoute } from '../../plugins/admin-routes';
import { categoryRoutes } from '../../plugins/category-routes';
import { editorUploadRoute } from '../../plugins/uploads';
import { newsCategoryAdmin } from './categories.service';
import * as editor from './dashboard.service';
import { canEditNews } from './news.policies';
import type { NewsDeps } from './news.service';
import { security } from '../../plugins/openapi';
import { adminArea, type ZodApp } from '../../plugins/route-app';

const tags = ['news dashboard'];
type Deps = NewsDeps;

/** /api/news/dashboard/: the editors of news items and documents, for the admin roles only — guarded once, here. */
export default async function newsDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: NewsDeps }) {
  const app = adminArea(fastify, canEditNews);
  setupNewsListRoute(app, deps);
  setupNewsRoutes(app, deps);
  setupCategoryRoutes(app, deps);
  setupDocumentsListRoute(app, deps);
  setupDocumentRoutes(app, deps);
}

function setupNewsListRoute(app: ZodApp, deps: Deps) {
  adminListRoute(app, '/news/list/', { tags, summary: 'Every news item (scheduled ones too), newest first, searched by q', item: adminNewsSchema, list: (body) => editor.editorList(deps, body) });
}

function setupNewsRoutes(app: ZodApp, deps: Deps) {
  editorItemRoutes(app, {
    path: '/news/',
    itemPath: '/news/:guid/',
    params: guidParamsSchema,
    answer: adminNewsSchema,
    read: { summary: 'One item whatever its publishing date (the edit form)', run: (params) => editor.getEditorNews(deps, params.guid) },
    create: {
      summary: 'Creates a news item (multipart with an optional `image`, or JSON); the body is HTML, sanitised; the caller is its author',
      fields: newsFieldsSchema,
      files: ['image'],
      save: (user, input, form) => editor.createNews(deps, user, input, form.files),
    },
    update: {
      summary: 'Edits a news item (the fields sent; a new `image` replaces the old one; its address stays)',
      fields: newsUpdateFieldsSchema,
      save: (user, input, form, params) => editor.updateNews(deps, user, params.guid, input, form.files),
    },
    remove: { summary: 'Deletes a news item and its image', run: (user, params) => editor.deleteNews(deps, user, params.guid) },
  });
}

function setupCategoryRoutes(app: ZodApp, deps: Deps) {
  categoryRoutes(app, {
    tags,
    paths: { list: '/categories/list/', create: '/categories/' },
    answer: adminNewsCategorySchema,
    summaries: {
      list: 'The news categories in the menu’s order, searched by title, with their item counts',
      create: 'Creates a news category (last in the menu)',
      rename: 'Renames a news category (its meta, and so every address, stays)',
      remove: 'Deletes an empty news category (409 news.category_not_empty while items use it)',
    },
    service: newsCategoryAdmin(deps),
  });
}

function setupDocumentsListRoute(app: ZodApp, deps: Deps) {
  adminListRoute(app, '/documents/list/', {
    tags,
    summary: 'Every document (of a type, when asked), newest first, searched in titles and subtitles by q',
    body: documentEditorListBodySchema,
    item: documentItemSchema,
    list: (body) => editor.editorDocuments(deps, body),
  });
}

function setupDocumentRoutes(app: ZodApp, deps: Deps) {
  editorItemRoutes(app, {
    path: '/documents/',
    itemPath: '/documents/:id/',
    params: idParamsSchema,
    answer: documentItemSchema,
    read: { summary: 'One document (the edit form; no view counted)', run: (params) => editor.getDocument(deps, params.id) },
    create: {
      summary: 'Creates a document (multipart with an optional PDF `file`, checked by its content, at most 5 MB; or JSON)',
      fields: documentFieldsSchema,
      files: ['file'],
      save: (user, input, form) => editor.createDocument(deps, user, input, form.files),
    },
    update: {
      summary: 'Edits a document (the fields sent; a new PDF `file` replaces the old one, remove_file drops it)',
      fields: documentUpdateFieldsSchema,
      save: (user, input, form, params) => editor.updateDocument(deps, user, params.id, input, form.files),
    },
    remove: { summary: 'Deletes a document and its PDF', run: (user, params) => editor.deleteDocument(deps, user, params.id) },
  });
}

/**
 * One kind of the editors' items: GET itemPath answers one (the edit form), POST path creates one
 * (multipart with its `create.files`, or JSON; 201), PATCH itemPath edits it (the same files replace
 * the old ones), DELETE itemPath removes it with its files (204).
 */
function editorItemRoutes<P extends z.ZodObject, C extends z.ZodObject, U extends z.ZodObject>(
  app: ZodApp,
  o: {
    path: string;
    itemPath: string;
    params: P;
    answer: z.ZodType;
    read: { summary: string; run: (params: z.output<P>) => Promise<unknown> };
    create: { summary: string; fields: C; files: string[]; save: (user: AuthUser, input: z.output<C>, form: FormBody) => Promise<unknown> };
    update: { summary: string; fields: U; save: (user: AuthUser, input: z.output<U>, form: FormBody, params: z.output<P>) => Promise<unknown> };
    remove: { summary: string; run: (user: AuthUser, params: z.output<P>) => Promise<unknown> };
  },
) {
  app.get(o.itemPath, { schema: { tags, security, summary: o.read.summary, params: o.params, response: { 200: o.answer } } }, async (request) => o.read.run(request.params as z.output<P>));
  editorUploadRoute(app, 'post', o.path, { tags, summary: o.create.summary, fields: o.create.fields, files: o.create.files, answer: o.answer, save: o.create.save });
  editorUploadRoute(app, 'patch', o.itemPath, { tags, summary: o.update.summary, fields: o.update.fields, files: o.create.files, params: o.params, answer: o.answer, save: o.update.save });
  deleteRoute(app, o.itemPath, { tags, summary: o.remove.summary, params: o.params, run: o.remove.run });
}
