import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guidParamsSchema, rateLimitedAnswer } from '@shared/schemas/common';
import {
  moderationCaseDetailSchema,
  moderationCaseSchema,
  moderationQueueBodySchema,
  moderationQueueSchema,
  moderationRejectSchema,
  moderationSettingsSchema,
  moderationSettingsUpdateSchema,
  reportCreatedSchema,
  reportCreateSchema,
} from '@shared/schemas/moderation';
import { allow, requireUser, signedIn } from '../../plugins/auth';
import * as moderation from './moderation.service';
import type { ModerationDeps } from './moderation.service';
import { canChangeModerationSettings, canModerate } from './moderation.policies';

const security = [{ bearer: [] }];

/** Routes of /api/moderation/ (issue 15): users' reports, and the queue, decisions and settings under dashboard/. */
export default async function moderationRoutes(fastify: FastifyInstance, { deps }: { deps: ModerationDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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

/** /api/moderation/dashboard/: the admin roles only — guarded once, here; changing the settings: superadmin and admin. */
async function moderationDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: ModerationDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', allow(canModerate));
  const tags = ['moderation dashboard'];

  app.post(
    '/queue/',
    { schema: { tags, security, summary: 'The moderation queue: open cases oldest first, closed ones newest first', body: moderationQueueBodySchema, response: { 200: moderationQueueSchema } } },
    async (request) => moderation.queue(deps, request.body),
  );

  app.get(
    '/cases/:guid/',
    { schema: { tags, security, summary: 'A case with its reports (newest first)', params: guidParamsSchema, response: { 200: moderationCaseDetailSchema } } },
    async (request) => moderation.caseDetail(deps, request.params.guid),
  );

  app.post(
    '/cases/:guid/approve/',
    { schema: { tags, security, summary: 'Approves a case: a review case publishes its item; a report case closes', params: guidParamsSchema, response: { 200: moderationCaseSchema } } },
    async (request) => moderation.decide(deps, await requireUser(request), request.params.guid, { action: 'approve' }),
  );

  app.post(
    '/cases/:guid/reject/',
    {
      schema: {
        tags,
        security,
        summary: 'Rejects a case: the item is hidden (rejected) and its author told; a reported user is blocked',
        params: guidParamsSchema,
        body: moderationRejectSchema,
        response: { 200: moderationCaseSchema },
      },
    },
    async (request) => moderation.decide(deps, await requireUser(request), request.params.guid, { action: 'reject', ...request.body }),
  );

  app.post(
    '/cases/:guid/dismiss/',
    { schema: { tags, security, summary: 'Dismisses a case: nothing is wrong, it closes (a review case: the item is published)', params: guidParamsSchema, response: { 200: moderationCaseSchema } } },
    async (request) => moderation.decide(deps, await requireUser(request), request.params.guid, { action: 'dismiss' }),
  );

  app.get(
    '/settings/',
    { schema: { tags, security, summary: 'Which kinds of content are pre-moderated', response: { 200: moderationSettingsSchema } } },
    async () => moderation.settings(deps),
  );

  app.put(
    '/settings/',
    {
      onRequest: allow(canChangeModerationSettings),
      schema: { tags, security, summary: 'Changes which kinds are pre-moderated (superadmin and admin)', body: moderationSettingsUpdateSchema, response: { 200: moderationSettingsSchema } },
    },
    async (request) => moderation.updateSettings(deps, await requireUser(request), request.body),
  );
}
