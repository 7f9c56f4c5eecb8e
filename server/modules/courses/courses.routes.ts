import type { FastifyInstance } from 'fastify';

/** Routes of /api/courses/ (spec §7). */
export default async function coursesRoutes(app: FastifyInstance) {
  void app;
}
