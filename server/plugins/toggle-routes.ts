import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guidParamsSchema, metaParamsSchema, pageQuerySchema } from '@shared/schemas/common';
import type { AuthUser } from '../lib/auth-user';
import { security } from './openapi';
import { requireUser, signedIn } from './auth';

/**
 * A signed-in user's on/off mark on a thing (a product's like, an announcement's save, a course's
 * like) and the list of what they marked: POST path sets the mark, DELETE path clears it, and `set`
 * answers the new state; GET list.path answers a page of the marked things, newest mark first. The
 * thing is found by its meta, or by its guid where the address names that (`by`).
 */
export function toggleRoutes(
  fastify: FastifyInstance,
  path: string,
  o: {
    tags: string[];
    by?: 'meta' | 'guid';
    summaries: { on: string; off: string };
    answer: z.ZodType;
    set: (user: AuthUser, key: string, on: boolean) => Promise<unknown>;
    list: { path: string; summary: string; pageSize: number; answer: z.ZodType; read: (user: AuthUser, page: number, pageSize: number) => Promise<unknown> };
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = o.by === 'guid' ? guidParamsSchema : metaParamsSchema;
  for (const [method, on] of [['post', true], ['delete', false]] as const) {
    app[method](
      path,
      { onRequest: signedIn, schema: { tags: o.tags, security, summary: on ? o.summaries.on : o.summaries.off, params, response: { 200: o.answer } } },
      async (request) => o.set(await requireUser(request), 'guid' in request.params ? request.params.guid : request.params.meta, on),
    );
  }
  app.get(
    o.list.path,
    { onRequest: signedIn, schema: { tags: o.tags, security, summary: o.list.summary, querystring: pageQuerySchema(o.list.pageSize), response: { 200: o.list.answer } } },
    async (request) => o.list.read(await requireUser(request), request.query.page, request.query.page_size),
  );
}
