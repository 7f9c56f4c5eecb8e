import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate';
import * as service from './news.service';

const JSON_TYPE = 'application/json; charset=utf-8';
const BAD_ADDRESS = "Manzil noto'g'ri";

const metaParams = z.object({ meta: z.string().trim().min(1, BAD_ADDRESS).max(200, BAD_ADDRESS) });
const pageQuery = z.object({
  page: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(10_000, BAD_ADDRESS).default(1),
  page_size: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(100, BAD_ADDRESS).default(24),
});
/** The spec's rule for /news/documents/{type}: '@a' is legislation, anything else small-business projects; absent = both. */
const documentsQuery = z.object({
  type: z
    .string()
    .trim()
    .max(20, BAD_ADDRESS)
    .optional()
    .transform((t) => (!t ? undefined : t === '@a' ? ('@a' as const) : ('@b' as const))),
});
const documentParams = z.object({ id: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).positive(BAD_ADDRESS).max(2 ** 31 - 1, BAD_ADDRESS) });

/** Routes of /api/news/ (spec §7). Handlers validate, call the service and send what its presenter made. */
export default async function newsRoutes(app: FastifyInstance) {
  /** /news: categories, banner and the week's items. */
  app.get('/home-data/', async (_request, reply) => reply.type(JSON_TYPE).send(await service.getNewsHomeDataJson(app.db)));

  /** One item with its body; counts a view. */
  app.get('/details/:meta/', async (request) => {
    const { meta } = validate(metaParams, request.params);
    return service.viewNews(app.db, meta);
  });

  /** Items of one category, newest first: {category, results, next_page}. */
  app.get('/category/:meta/', async (request) => {
    const { meta } = validate(metaParams, request.params);
    const { page, page_size } = validate(pageQuery, request.query);
    return service.newsOfCategory(app.db, meta, page, page_size);
  });

  /** Legislation ('@a') and small-business projects ('@b'): {results}. */
  app.get('/documents/', async (request) => {
    const { type } = validate(documentsQuery, request.query);
    return service.listDocuments(app.db, type);
  });

  /** One document (its PDF viewer page). */
  app.get('/documents/:id/', async (request) => {
    const { id } = validate(documentParams, request.params);
    return service.getDocument(app.db, id);
  });
}
