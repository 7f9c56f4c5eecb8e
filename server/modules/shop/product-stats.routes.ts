import type { FastifyInstance } from 'fastify';
import { productStatsQuerySchema, productStatsSchema } from '@shared/schemas/sellers';
import { requireUser, signedIn } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { withZod } from '../../plugins/route-app';
import type { ShopDeps } from './products.service';
import { productStatsOf } from './product-stats.service';

/** GET /api/shop/user-products/stats/: the seller's own statistics (issue 40); signed in, one's own products only. */
export default async function productStatsRoutes(fastify: FastifyInstance, { deps }: { deps: ShopDeps }) {
  const app = withZod(fastify);
  app.get(
    '/user-products/stats/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shop'],
        security,
        summary: 'The caller’s statistics per day over 30 or 90 days: views, saves, chats started and phone reveals, in total or of one of their products (another’s: 404)',
        querystring: productStatsQuerySchema,
        response: { 200: productStatsSchema },
      },
    },
    async (request) => productStatsOf(deps.db, await requireUser(request), request.query),
  );
}
