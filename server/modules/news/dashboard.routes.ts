import type { FastifyInstance } from 'fastify';
import { guidParamsSchema, idParamsSchema, noContentSchema } from '@shared/schemas/common';
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
import { adminListRoute } from '../../plugins/admin-routes';
import { requireUser } from '../../plugins/auth';
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
  setupNewsRoute(app, deps);
  setupCreateNewsRoute(app, deps);
  setupUpdateNewsRoute(app, deps);
  setupDeleteNewsRoute(app, deps);
  setupCategoryRoutes(app, deps);
  setupDocumentsListRoute(app, deps);
  setupDocumentRoute(app, deps);
  setupCreateDocumentRoute(app, deps);
  setupUpdateDocumentRoute(app, deps);
  setupDeleteDocumentRoute(app, deps);
}

function setupNewsListRoute(app: ZodApp, deps: Deps) {
  adminListRoute(app, '/news/list/', { tags, summary: 'Every news item (scheduled ones too), newest first, searched by q', item: adminNewsSchema, list: (body) => editor.editorList(deps, body) });
}

function setupNewsRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/news/:guid/',
    { schema: { tags, security, summary: 'One item whatever its publishing date (the edit form)', params: guidParamsSchema, response: { 200: adminNewsSchema } } },
    async (request) => editor.getEditorNews(deps, request.params.guid),
  );
}

function setupCreateNewsRoute(app: ZodApp, deps: Deps) {
  editorUploadRoute(app, 'post', '/news/', {
    tags,
    summary: 'Creates a news item (multipart with an optional `image`, or JSON); the body is HTML, sanitised; the caller is its author',
    fields: newsFieldsSchema,
    files: ['image'],
    answer: adminNewsSchema,
    save: (user, input, form) => editor.createNews(deps, user, input, form.files),
  });
}

function setupUpdateNewsRoute(app: ZodApp, deps: Deps) {
  editorUploadRoute(app, 'patch', '/news/:guid/', {
    tags,
    summary: 'Edits a news item (the fields sent; a new `image` replaces the old one; its address stays)',
    fields: newsUpdateFieldsSchema,
    files: ['image'],
    params: guidParamsSchema,
    answer: adminNewsSchema,
    save: (user, input, form, params) => editor.updateNews(deps, user, params.guid, input, form.files),
  });
}

function setupDeleteNewsRoute(app: ZodApp, deps: Deps) {
  app.delete(
    '/news/:guid/',
    { schema: { tags, security, summary: 'Deletes a news item and its image', params: guidParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await editor.deleteNews(deps, await requireUser(request), request.params.guid);
      return reply.status(204).send(null);
    },
  );
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

function setupDocumentRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/documents/:id/',
    { schema: { tags, security, summary: 'One document (the edit form; no view counted)', params: idParamsSchema, response: { 200: documentItemSchema } } },
    async (request) => editor.getDocument(deps, request.params.id),
  );
}

function setupCreateDocumentRoute(app: ZodApp, deps: Deps) {
  editorUploadRoute(app, 'post', '/documents/', {
    tags,
    summary: 'Creates a document (multipart with an optional PDF `file`, checked by its content, at most 5 MB; or JSON)',
    fields: documentFieldsSchema,
    files: ['file'],
    answer: documentItemSchema,
    save: (user, input, form) => editor.createDocument(deps, user, input, form.files),
  });
}

function setupUpdateDocumentRoute(app: ZodApp, deps: Deps) {
  editorUploadRoute(app, 'patch', '/documents/:id/', {
    tags,
    summary: 'Edits a document (the fields sent; a new PDF `file` replaces the old one, remove_file drops it)',
    fields: documentUpdateFieldsSchema,
    files: ['file'],
    params: idParamsSchema,
    answer: documentItemSchema,
    save: (user, input, form, params) => editor.updateDocument(deps, user, params.id, input, form.files),
  });
}

function setupDeleteDocumentRoute(app: ZodApp, deps: Deps) {
  app.delete(
    '/documents/:id/',
    { schema: { tags, security, summary: 'Deletes a document and its PDF', params: idParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await editor.deleteDocument(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

