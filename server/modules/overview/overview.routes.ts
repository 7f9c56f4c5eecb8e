import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overviewSchema } from '@shared/schemas/overview';
import { sendCachedJson } from '../../lib/cache';
import { allow } from '../../plugins/auth';
import { canSeeOverview } from './overview.policies';
import { overviewJson } from './overview.service';

const tags = ['overview'];
const security = [{ bearer: [] }];

/** /api/overview/: the admin dashboard's figures (issue 15). */
export default async function overviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.get(
    '/dashboard/',
    {
      onRequest: allow(canSeeOverview),
      schema: {
        tags,
        security,
        summary: 'The admin dashboard: totals, users by role and region, weekly and daily series, most viewed (kept 60 s)',
        response: { 200: overviewSchema },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await overviewJson(deps)),
  );
}
