import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListBodySchema, guidParamsSchema, pagedSchema } from '@shared/schemas/common';
import { adminCategorySchema, adminProductSchema, categoryBodySchema, verifyBodySchema } from '@shared/schemas/shop';
import { allow, requireUser } from '../../plugins/auth';
import * as catalogue from './catalogue.service';
import * as categories from './categories.service';
import type { ShopDeps } from './products.service';
import { canModerate } from './shop.policies';

const tags = ['shop dashboard'];
const security = [{ bearer: [] }];

/** /api/shop/dashboard/: moderation and categories, for the admin roles only — guarded once, here. */
export default async function shopDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: ShopDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', allow(canModerate));

  app.post(
    '/verify/',
    {
      schema: {
        tags,
        security,
        summary: 'Verifies a product: toggles, or sets `verified` when given (so two moderators never undo each other)',
        body: verifyBodySchema,
        response: { 200: z.object({ is_verified: z.boolean() }) },
      },
    },
    async (request) => catalogue.verify(deps, await requireUser(request), request.body.meta, request.body.verified),
  );

  app.post(
    '/products/',
    { schema: { tags, security, summary: 'Products for moderators (verify: true = the verification queue)', body: adminListBodySchema, response: { 200: pagedSchema(adminProductSchema) } } },
    async (request) => catalogue.adminProducts(deps, request.body),
  );

  app.post(
    '/categories/',
    { schema: { tags, security, summary: 'Categories with their product counts', body: adminListBodySchema, response: { 200: pagedSchema(adminCategorySchema) } } },
    async (request) => categories.listPage(deps, request.body.q, request.body.page_number, request.body.page_size),
  );

  app.post(
    '/categories/create/',
    { schema: { tags, security, summary: 'Creates a category', body: categoryBodySchema, response: { 201: adminCategorySchema } } },
    async (request, reply) => reply.status(201).send(await categories.create(deps, await requireUser(request), request.body)),
  );

  app.patch(
    '/categories/:guid/',
    { schema: { tags, security, summary: 'Renames a category (its meta, and so every URL, stays)', params: guidParamsSchema, body: categoryBodySchema, response: { 200: adminCategorySchema } } },
    async (request) => categories.rename(deps, await requireUser(request), request.params.guid, request.body),
  );

  app.delete(
    '/categories/:guid/',
    { schema: { tags, security, summary: 'Deletes an empty category (409 while it has products)', params: guidParamsSchema, response: { 204: z.null().describe('No content') } } },
    async (request, reply) => {
      await categories.remove(deps, await requireUser(request), request.params.guid);
      return reply.status(204).send(null);
    },
  );
}
