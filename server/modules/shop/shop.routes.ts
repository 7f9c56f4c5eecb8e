import type { FastifyInstance } from 'fastify';
import { shopHomeDataSchema } from '@shared/schemas/shop';
import { publicRead } from '../../plugins/page-reads';
import shopDashboardRoutes from './dashboard.routes';
import productRoutes from './products.routes';
import productStatsRoutes from './product-stats.routes';
import type { ShopDeps } from './products.service';
import { cachedShopHomeData, shopSitemapSources } from './shop.service';
import { withZod } from '../../plugins/route-app';

/** Routes of /api/shop/ (spec §7): the shop's home, its products (products.routes.ts) and its dashboard; the services are the module's (shop.module.ts). */
export default async function shopRoutes(fastify: FastifyInstance, { deps }: { deps: ShopDeps }) {
  const app = withZod(fastify);

  publicRead(
    app,
    '/home-data/',
    { tags: ['shop'], summary: 'The /online-shop page: categories and the fast selling, new and recommended grids', response: { 200: shopHomeDataSchema } },
    () => cachedShopHomeData(deps),
    { peopleText: true },
  );

  for (const source of shopSitemapSources(deps)) app.sitemap.add(source);

  await app.register(productRoutes, { deps });
  await app.register(productStatsRoutes, { deps });
  await app.register(shopDashboardRoutes, { prefix: '/dashboard', deps });
}
