import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCategorySchema, adminProductSchema, verifyBodySchema } from '@shared/schemas/shop';
import { adminListRoute } from '../../plugins/admin-routes';
import { requireUser } from '../../plugins/auth';
import { categoryRoutes } from '../../plugins/category-routes';
import * as catalogue from './catalogue.service';
import { shopCategoryAdmin } from './categories.service';
import type { ShopDeps } from './products.service';
import { canModerate } from './shop.policies';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';

const tags = ['shop dashboard'];

/** /api/shop/dashboard/: moderation and categories, for the admin roles only — guarded once, here. */
export default async function shopDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: ShopDeps }) {
  const app = adminArea(fastify, canModerate);

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

  adminListRoute(app, '/products/', { tags, summary: 'Products for moderators (verify: true = the verification queue)', item: adminProductSchema, list: (body) => catalogue.adminProducts(deps, body) });

  categoryRoutes(app, {
    tags,
    paths: { list: '/categories/', create: '/categories/create/' },
    answer: adminCategorySchema,
    summaries: {
      list: 'Categories with their product counts',
      create: 'Creates a category',
      rename: 'Renames a category (its meta, and so every URL, stays)',
      remove: 'Deletes an empty category (409 while it has products)',
    },
    service: shopCategoryAdmin(deps),
  });
}
