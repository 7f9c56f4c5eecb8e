import type { FastifyInstance } from 'fastify';
import { rateLimitedAnswer } from '@shared/schemas/common';
import {
  reportCreatedSchema,
  reportCreateSchema,
} from '@shared/schemas/moderation';
import { requireUser, signedIn } from '../../plugins/auth';
import * as moderation from './moderation.service';
import type { ModerationDeps } from './moderation.service';
import moderationDashboardRoutes from './dashboard.routes';
import { security } from '../../plugins/openapi';
import { withZod } from '../../plugins/route-app';


/** Routes of /api/moderation/ (issue 15): users' reports, and the queue, decisions and settings under dashboard/. */
export default async function moderationRoutes(fastify: FastifyInstance, { deps }: { deps: ModerationDeps }) {
  const app = withZod(fastify);

  app.post(
    '/reports/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['moderation'],
        security,
        summary: 'Reports a product, announcement, comment or user (201 new; 200 already reported by this user while its case is open)',
        body: reportCreateSchema,
        response: { 201: reportCreatedSchema, 200: reportCreatedSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.rateLimits.report.consume(`user:${user.id}`);
      const { created, body } = await moderation.createReport(deps, user, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  await app.register(moderationDashboardRoutes, { prefix: '/dashboard', deps });
}
