import type { FastifyInstance } from 'fastify';

/** Routes of /api/news/ (spec §7). */
export default async function newsRoutes(app: FastifyInstance) {
  void app;
}
