import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopHomeDataSchema } from '@shared/schemas/shop';
import { moduleViewCounter } from '../../lib/view-counter';
import { publicRead } from '../../plugins/page-reads';
import shopDashboardRoutes from './dashboard.routes';
import productRoutes from './products.routes';
import type { ShopDeps } from './products.service';
import { forgetProductPagesOf } from './shop.caches';
import { getShopHomeDataJson, shopSitemapSources } from './shop.service';

/** Routes of /api/shop/ (spec §7): the shop's home, its products (products.routes.ts) and its dashboard. */
export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Written views change product pages: the cached ones of those products are reloaded.
  const views = moduleViewCounter(app, 'product', { afterWrite: (ids) => forgetProductPagesOf(app.db, ids) });
  const deps: ShopDeps = { db: app.db, blobs: app.blobs, views };

  publicRead(
    app,
    '/home-data/',
    { tags: ['shop'], summary: 'The /online-shop page: categories and the fast selling, new and recommended grids', response: { 200: shopHomeDataSchema } },
    () => getShopHomeDataJson(deps),
  );

  for (const source of shopSitemapSources(deps)) app.sitemap.add(source);

  await app.register(productRoutes, { deps });
  await app.register(shopDashboardRoutes, { prefix: '/dashboard', deps });
}
