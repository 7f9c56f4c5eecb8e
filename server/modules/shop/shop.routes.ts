import type { FastifyInstance } from 'fastify';
import productRoutes from './products.routes';
import { getShopHomeDataJson } from './shop.service';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Routes of /api/shop/ (spec §7). */
export default async function shopRoutes(app: FastifyInstance) {
  /** The /online-shop page: categories and the fast selling, new and recommended grids. */
  app.get('/home-data/', async (_request, reply) => reply.type(JSON_TYPE).send(await getShopHomeDataJson(app.db)));

  await app.register(productRoutes);
}
