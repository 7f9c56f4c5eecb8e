import type { FastifyInstance } from 'fastify';
import overviewDashboardRoutes from './dashboard.routes';
import type { OverviewDeps } from './overview.service';

/**
 * /api/overview/: the admin dashboard's figures (issue 15).
 *
 * The module has admin routes only (the figures, the job queue). They live in dashboard.routes.ts, as
 * every module's /dashboard/ routes do, and this file stays the module's entry (what overview.module.ts
 * mounts): one shape for every module, and a public route added later has its place here.
 */
export default async function overviewRoutes(app: FastifyInstance, { deps }: { deps: OverviewDeps }) {
  await app.register(overviewDashboardRoutes, { prefix: '/dashboard', deps });
}
