import type { FastifyInstance } from 'fastify';
import { guidParamsSchema } from '@shared/schemas/common';
import {
  moderationCaseDetailSchema,
  moderationCaseSchema,
  moderationQueueBodySchema,
  moderationQueueSchema,
  moderationRejectSchema,
  moderationSettingsSchema,
  moderationSettingsUpdateSchema,
} from '@shared/schemas/moderation';
import { allow, requireUser } from '../../plugins/auth';
import * as moderation from './moderation.service';
import type { ModerationDeps } from './moderation.service';
import { canChangeModerationSettings, canModerate } from './moderation.policies';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';


/** /api/moderation/dashboard/: the admin roles only — guarded once, here; changing the settings: superadmin and admin. */
export default async function moderationDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: ModerationDeps }) {
  const app = adminArea(fastify, canModerate);
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

  // The decisions without a form: approve and dismiss (reject, below, carries its reason).
  const plainDecisions = {
    approve: 'Approves a case: a review case publishes its item; a report case closes',
    dismiss: 'Dismisses a case: nothing is wrong, it closes (a review case: the item is published)',
  } as const;
  for (const [action, summary] of Object.entries(plainDecisions) as [keyof typeof plainDecisions, string][]) {
    app.post(
      `/cases/:guid/${action}/`,
      { schema: { tags, security, summary, params: guidParamsSchema, response: { 200: moderationCaseSchema } } },
      async (request) => moderation.decide(deps, await requireUser(request), request.params.guid, { action }),
    );
  }

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
