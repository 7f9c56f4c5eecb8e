import type { FastifyInstance } from 'fastify';
import { jobsOverviewSchema, overviewSchema } from '@shared/schemas/overview';
import { sendAnswer } from '../../lib/cache';
import { canSeeOverview } from './overview.policies';
import { jobsOverview, cachedOverview, type OverviewDeps } from './overview.service';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';

const tags = ['overview'];

/** /api/overview/dashboard/: the admin dashboard's figures and the job queue, for the admin roles only — guarded once, here. */
export default async function overviewDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: OverviewDeps }) {
  const app = adminArea(fastify, canSeeOverview);

  app.get(
    '/',
    {
      // The address is /api/overview/dashboard/ with its slash, as before (the router ignores trailing slashes, so 'both' would register it without one).
      prefixTrailingSlash: 'slash',
      schema: {
        tags,
        security,
        summary: 'The admin dashboard: totals, users by role and region, weekly and daily series, most viewed (kept 60 s)',
        response: { 200: overviewSchema },
      },
    },
    async (_request, reply) => sendAnswer(reply, await cachedOverview(deps)),
  );

  app.get(
    '/jobs/',
    {
      schema: {
        tags,
        security,
        summary: 'The job queue now: each queue’s jobs ready, deferred (a retry’s wait), running and failed, and the latest failures',
        response: { 200: jobsOverviewSchema },
      },
    },
    async () => jobsOverview(deps),
  );
}
