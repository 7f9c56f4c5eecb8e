import type { FastifyInstance } from 'fastify';

/** Routes of /api/announcements/ (spec §7). */
export default async function announcementsRoutes(app: FastifyInstance) {
  void app;
}
