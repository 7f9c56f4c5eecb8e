import type { FastifyInstance } from 'fastify';
import type { AuditDeps } from './audit.service';
import auditDashboardRoutes from './dashboard.routes';

/**
 * Routes of /api/audit/ (issue 15): the audit log, read-only, for the admin roles.
 *
 * The module has admin routes only. They live in dashboard.routes.ts all the same, as every module's
 * /dashboard/ routes do, and this file stays the module's entry (what audit.module.ts
 * mounts): one shape for every module, and a public route added later has its place here.
 */
export default async function auditRoutes(app: FastifyInstance, { deps }: { deps: AuditDeps }) {
  await app.register(auditDashboardRoutes, { prefix: '/dashboard', deps });
}
