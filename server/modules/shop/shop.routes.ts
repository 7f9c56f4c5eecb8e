import type { FastifyInstance } from 'fastify';

/** Routes of /api/shop/ (spec §7). */
export default async function shopRoutes(app: FastifyInstance) {
  void app;
}
