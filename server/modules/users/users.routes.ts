import type { FastifyInstance } from 'fastify';

/** Routes of /api/users/ (spec §7). */
export default async function usersRoutes(app: FastifyInstance) {
  void app;
}
