import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, metaParamsSchema, pageQuerySchema } from '@shared/schemas/common';
import { documentItemSchema, documentListSchema, documentsQuerySchema, newsCategoryPageSchema, newsHomeDataSchema, newsItemSchema } from '@shared/schemas/news';
import { sendCachedJson } from '../../lib/cache';
import { moduleViewCounter } from '../../lib/view-counter';
import { visitorOf } from '../../plugins/visitor';
import * as service from './news.service';

const tags = ['news'];

/** Routes of /api/news/ (spec §7). Handlers take validated input, call the service and send its answer. */
export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: service.NewsDeps = { db: app.db, views: moduleViewCounter(app, 'news') };

  app.get(
    '/home-data/',
    { schema: { tags, summary: 'The /news page: categories, the banner item and the week’s items', response: { 200: newsHomeDataSchema } } },
    async (_request, reply) => sendCachedJson(reply, await service.getNewsHomeDataJson(deps)),
  );

  app.get(
    '/details/:meta/',
    { schema: { tags, summary: 'One item with its body; counts the visitor’s view once a day', params: metaParamsSchema, response: { 200: newsItemSchema } } },
    async (request, reply) => service.viewNews(deps, request.params.meta, await visitorOf(request, reply)),
  );

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
    async (request) => service.newsOfCategory(deps, request.params.meta, request.query.page, request.query.page_size),
  );

  app.get(
    '/documents/',
    { schema: { tags, summary: "Legislation ('@a') and small-business projects ('@b'): {results}", querystring: documentsQuerySchema, response: { 200: documentListSchema } } },
    async (request) => service.listDocuments(deps, request.query.type),
  );

  app.get(
    '/documents/:id/',
    { schema: { tags, summary: 'One document (its PDF viewer page)', params: idParamsSchema, response: { 200: documentItemSchema } } },
    async (request) => service.getDocument(deps, request.params.id),
  );
}
