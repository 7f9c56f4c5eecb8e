import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { metaParamsSchema } from '@shared/schemas/common';
import type { AuthUser } from '../lib/auth-user';
import { requireUser, signedIn } from './auth';

/**
 * A signed-in user's on/off mark on a thing found by its meta (a product's like, an announcement's
 * save): POST path sets it, DELETE path clears it; `set` answers the new state.
 */
export function toggleRoutes(
  fastify: FastifyInstance,
  path: string,
  o: { tags: string[]; security: Record<string, string[]>[]; summaries: { on: string; off: string }; answer: z.ZodType; set: (user: AuthUser, meta: string, on: boolean) => Promise<unknown> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [method, on] of [['post', true], ['delete', false]] as const) {
    app[method](
      path,
      { onRequest: signedIn, schema: { tags: o.tags, security: o.security, summary: on ? o.summaries.on : o.summaries.off, params: metaParamsSchema, response: { 200: o.answer } } },
      async (request) => o.set(await requireUser(request), request.params.meta, on),
    );
  }
}
