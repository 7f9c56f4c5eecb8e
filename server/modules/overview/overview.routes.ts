import type { FastifyInstance } from 'fastify';
import overviewDashboardRoutes from './dashboard.routes';

/**
 * /api/overview/: the admin dashboard's figures (issue 15).
 *
 * The module has admin routes only (the figures, the job queue). They live in dashboard.routes.ts, as
 * every module's /dashboard/ routes do, and this file stays the module's entry (what index.ts exports and app.ts
 * registers): one shape for every module, and a public route added later has its place here.
 */
export default async function overviewRoutes(app: FastifyInstance) {
  await app.register(overviewDashboardRoutes, { prefix: '/dashboard', deps: { db: app.database.db, jobs: app.jobs } });
}
