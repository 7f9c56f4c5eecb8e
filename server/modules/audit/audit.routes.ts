import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListBodySchema, auditListSchema } from '@shared/schemas/audit';
import { allow } from '../../plugins/auth';
import { canReadAudit } from './audit.policies';
import { listAudit } from './audit.service';

const security = [{ bearer: [] }];

/** Routes of /api/audit/ (issue 15): the audit log, read-only, for the admin roles. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  await app.register(
    async (dashboard) => {
      dashboard.addHook('onRequest', allow(canReadAudit));
      dashboard.withTypeProvider<ZodTypeProvider>().post(
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
    },
    { prefix: '/dashboard' },
  );
}
