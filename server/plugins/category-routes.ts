import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListBodySchema, categoryBodySchema, guidParamsSchema, pagedSchema, type CategoryBody, type Paged, noContentSchema } from '@shared/schemas/common';
import type { AuthUser } from '../lib/auth-user';
import { security } from './openapi';
import { requireUser } from './auth';

/** What a module's category service does for its admin screen (shop, news and course categories alike). */
interface CategoryAdmin {
  list(body: z.output<typeof adminListBodySchema>): Promise<Paged<unknown>>;
  create(actor: AuthUser, input: CategoryBody): Promise<unknown>;
  rename(actor: AuthUser, guid: string, input: CategoryBody): Promise<unknown>;
  remove(actor: AuthUser, guid: string): Promise<void>;
}

/**
 * A dashboard's category administration: the searched list, create, rename (PATCH :guid/) and
 * delete (DELETE :guid/). The list and create addresses differ between modules (spec §7 names
 * them), so the caller gives them; `writers` guards the three writes where the dashboard's own
 * guard is not enough.
 */
export function categoryRoutes(
  fastify: FastifyInstance,
  o: {
    tags: string[];
    paths: { list: string; create: string };
    answer: z.ZodType;
    summaries: { list: string; create: string; rename: string; remove: string };
    writers?: onRequestHookHandler;
    service: CategoryAdmin;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, summaries } = o;
  const write = o.writers ? { onRequest: o.writers } : {};
  app.post(o.paths.list, { schema: { tags, security, summary: summaries.list, body: adminListBodySchema, response: { 200: pagedSchema(o.answer) } } }, async (request) =>
    o.service.list(request.body),
  );
  app.post(o.paths.create, { ...write, schema: { tags, security, summary: summaries.create, body: categoryBodySchema, response: { 201: o.answer } } }, async (request, reply) =>
    reply.status(201).send(await o.service.create(await requireUser(request), request.body)),
  );
  app.patch('/categories/:guid/', { ...write, schema: { tags, security, summary: summaries.rename, params: guidParamsSchema, body: categoryBodySchema, response: { 200: o.answer } } }, async (request) =>
    o.service.rename(await requireUser(request), request.params.guid, request.body),
  );
  app.delete(
    '/categories/:guid/',
    { ...write, schema: { tags, security, summary: summaries.remove, params: guidParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await o.service.remove(await requireUser(request), request.params.guid);
      return reply.status(204).send(null);
    },
  );
}
