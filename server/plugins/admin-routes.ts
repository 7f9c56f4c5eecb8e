import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminListBodySchema, guidParamsSchema, noContentSchema, pagedSchema, type Paged } from '@shared/schemas/common';
import type { AuthUser } from '../lib/auth-user';
import { requireUser } from './auth';
import { security } from './openapi';

/**
 * POST path: one page of an admin list (spec §7): the list body in (q, page_number, page_size, role,
 * and the list's own filters when `body` extends it), {data, current_page, total_pages} of `item` out.
 * The admin area's guard is its plugin's (every module's /dashboard/ routes are guarded once).
 */
export function adminListRoute<I extends z.ZodType, B extends z.ZodType = typeof adminListBodySchema>(
  fastify: FastifyInstance,
  path: string,
  o: { tags: string[]; summary: string; item: I; body?: B; list: (body: z.output<B>) => Promise<Paged<z.output<I>>> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const body = o.body ?? adminListBodySchema;
  app.post(path, { schema: { tags: o.tags, security, summary: o.summary, body, response: { 200: pagedSchema(o.item) } } }, async (request) => o.list(request.body as z.output<B>));
}

/**
 * An action of the signed-in caller on one thing named by its guid (METHOD path with :guid, a body when
 * `body` is given): the service's `run` gets the caller, the guid and the body, and its answer is `answer`.
 * The caller must be signed in: the plugin's guard, or `onRequest` (signedIn, allow(policy)).
 */
export function guidActionRoute<B extends z.ZodType = z.ZodUndefined>(
  fastify: FastifyInstance,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  o: { tags: string[]; summary: string; onRequest?: onRequestHookHandler; body?: B; answer: z.ZodType; run: (user: AuthUser, guid: string, body: z.output<B>) => Promise<unknown> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app[method](
    path,
    { ...(o.onRequest ? { onRequest: o.onRequest } : {}), schema: { tags: o.tags, security, summary: o.summary, params: guidParamsSchema, ...(o.body ? { body: o.body } : {}), response: { 200: o.answer } } },
    async (request) => o.run(await requireUser(request), request.params.guid, request.body as z.output<B>),
  );
}

/**
 * DELETE path by the signed-in caller (the plugin's guard, or `onRequest`): `run` gets the caller and
 * the path's params (`params`; the guid when not given), and the answer is 204 without a body.
 */
export function deleteRoute<P extends z.ZodObject = typeof guidParamsSchema>(
  fastify: FastifyInstance,
  path: string,
  o: { tags: string[]; summary: string; onRequest?: onRequestHookHandler; params?: P; run: (user: AuthUser, params: z.output<P>) => Promise<unknown> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    path,
    { ...(o.onRequest ? { onRequest: o.onRequest } : {}), schema: { tags: o.tags, security, summary: o.summary, params: o.params ?? guidParamsSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await o.run(await requireUser(request), request.params as z.output<P>);
      return reply.status(204).send(null);
    },
  );
}
