import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminListBodySchema, pagedSchema, type Paged } from '@shared/schemas/common';
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
