import type { FastifyInstance } from 'fastify';
import { idParamsSchema, metaParamsSchema, pageQuerySchema, searchedPageSchema } from '@shared/schemas/common';
import {
  documentItemSchema,
  documentListSchema,
  documentsQuerySchema,
  documentTypeParamsSchema,
  mostReadQuerySchema,
  newsCategoryPageSchema,
  newsDetailQuerySchema,
  newsHomeDataSchema,
  newsItemSchema,
  newsListQuerySchema,
  newsResultsSchema,
} from '@shared/schemas/news';
import newsDashboardRoutes from './dashboard.routes';
import * as service from './news.service';
import { inReadersScript } from '../../lib/text-script';
import { publicRead } from '../../plugins/page-reads';
import { searchGateOf } from '../../plugins/rate-limits';
import { withZod, type ZodApp } from '../../plugins/route-app';

const tags = ['news'];
type Deps = service.NewsDeps;

/** Routes of /api/news/ (spec §7, and the lists, documents and editors of issue 13). Handlers take validated input, call the service and send its answer; the services are the module's (news.module.ts). */
export default async function newsRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = withZod(fastify);
  for (const source of service.newsSitemapSources(deps)) app.sitemap.add(source);
  setupHomeDataRoute(app, deps);
  setupDetailsRoute(app, deps);
  setupCategoryRoute(app, deps);
  setupListRoute(app, deps);
  setupMostReadRoute(app, deps);
  setupDocumentsRoute(app, deps);
  setupDocumentRoute(app, deps);
  setupDocumentsOfTypeRoute(app, deps);
  await app.register(newsDashboardRoutes, { prefix: '/dashboard', deps });
}

function setupHomeDataRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/home-data/',
    { tags, summary: 'The /news page: categories, the banner item and the week’s items', response: { 200: newsHomeDataSchema } },
    () => service.cachedNewsHomeData(deps),
    { peopleText: true },
  );
}

function setupDetailsRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/details/:meta/',
    {
      tags,
      summary: 'One item with its body; counts the visitor’s view once a day. script=cyrl answers the title, short description and body in Uzbek Cyrillic',
      params: metaParamsSchema,
      querystring: newsDetailQuerySchema,
      response: { 200: newsItemSchema },
    },
    async ({ params, query, visitor }) => service.viewNews(deps, params.meta, await visitor(), query.script),
  );
}

function setupCategoryRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/category/:meta/',
    {
      schema: {
        tags,
        summary: 'Items of one category, newest first: {category, results, next_page}',
        params: metaParamsSchema,
        querystring: pageQuerySchema(24),
        response: { 200: newsCategoryPageSchema },
      },
    },
    async (request, reply) => inReadersScript(request, reply, await service.newsOfCategory(deps, request.params.meta, request.query.page, request.query.page_size)),
  );
}

function setupListRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/list/',
    {
      schema: {
        tags,
        summary: 'Published items, newest first: words (any spelling, Latin or Cyrillic), category (meta), page',
        querystring: newsListQuerySchema,
        response: { 200: searchedPageSchema(newsItemSchema) },
      },
    },
    async (request, reply) => inReadersScript(request, reply, await service.listNews(deps, request.query, searchGateOf(request))),
  );
}

function setupMostReadRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/most-read/',
    {
      schema: {
        tags,
        summary: 'Most read this week: by views of the last 7 days (one visitor once a day), then all-time views, then newest',
        querystring: mostReadQuerySchema,
        response: { 200: newsResultsSchema },
      },
    },
    async (request, reply) => inReadersScript(request, reply, await service.mostReadNews(deps, request.query.limit)),
  );
}

function setupDocumentsRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/documents/',
    { schema: { tags, summary: "Legislation ('@a') and small-business projects ('@b'), or both: {results}", querystring: documentsQuerySchema, response: { 200: documentListSchema } } },
    async (request) => service.listDocuments(deps, request.query.type),
  );
}

function setupDocumentRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/documents/details/:id/',
    {
      tags,
      summary: 'One document (its PDF viewer page); file is the PDF’s address under /media/; counts the visitor’s view once a day',
      params: idParamsSchema,
      response: { 200: documentItemSchema },
    },
    async ({ params, visitor }) => service.viewDocument(deps, params.id, await visitor()),
  );
}

function setupDocumentsOfTypeRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/documents/:type/',
    {
      schema: {
        tags,
        summary: "Documents of a type: '@a' legislation ('Qonunchilik hujjatlari'), anything else small-business projects ('Kichik biznes loyihalar'): {results}",
        params: documentTypeParamsSchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => service.listDocuments(deps, request.params.type),
  );
}

