import type { FastifyInstance } from 'fastify';
import { auditListBodySchema, auditListSchema } from '@shared/schemas/audit';
import { canReadAudit } from './audit.policies';
import { listAudit, type AuditDeps } from './audit.service';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';


/** /api/audit/dashboard/: the audit log, read-only, for the admin roles only — guarded once, here. */
export default async function auditDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: AuditDeps }) {
  const app = adminArea(fastify, canReadAudit);

  app.post(
    '/log/',
    {
      schema: {
        tags: ['audit dashboard'],
        security,
        summary: 'The audit log, newest first: who did what to what, when, the changed fields before and after; filtered by action, target kind, actor, target and Tashkent dates',
        body: auditListBodySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => listAudit(deps, request.body),
  );
}
