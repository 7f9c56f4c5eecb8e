import type { FastifyInstance } from 'fastify';
import overviewDashboardRoutes from './dashboard.routes';

/**
 * /api/overview/: the admin dashboard's figures (issue 15).
 *
 * The module has one admin route only. It lives in dashboard.routes.ts all the same, as every module's
 * /dashboard/ routes do, and this file stays the module's entry (what index.ts exports and app.ts
 * registers): one shape for every module, and a public route added later has its place here.
 */
export default async function overviewRoutes(app: FastifyInstance) {
  await app.register(overviewDashboardRoutes, { prefix: '/dashboard', deps: { db: app.database.db } });
}
