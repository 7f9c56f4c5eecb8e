import type { FastifyInstance } from 'fastify';
import { noContentSchema } from '@shared/schemas/common';
import { pushKeySchema, pushSettingsSchema, pushSubscribeSchema, pushUnsubscribeSchema } from '@shared/schemas/push';
import { requireSession, requireUser, signedIn } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import * as service from './push.service';
import { withZod } from '../../plugins/route-app';

const tags = ['push'];

/**
 * Routes of /api/push/ (Web Push, issue 27): the public key browsers subscribe with, and for a
 * signed-in caller their browser's subscription (which kinds they get are their notification
 * settings, /api/users/notifications/settings/). The deps are
 * the app's one set (push.module.ts), which the other modules' moments send through.
 */
export default async function pushRoutes(fastify: FastifyInstance, { deps }: { deps: service.PushDeps }) {
  const app = withZod(fastify);

  app.get('/key/', { schema: { tags, summary: 'The VAPID public key a browser subscribes with (applicationServerKey)', response: { 200: pushKeySchema } } }, async (_request, reply) => {
    // Checked again each time: an operator who sets a new key pair has browsers subscribe with it.
    reply.header('cache-control', 'no-cache');
    return service.pushKey(deps);
  });

  app.post(
    '/subscribe/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Turns push on in this browser (its PushSubscription and language) for the caller’s session; sent again, renews it',
        body: pushSubscribeSchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => {
      const { user, sid } = await requireSession(request);
      return service.subscribe(deps, user, sid, request.body);
    },
  );

  app.post(
    '/unsubscribe/',
    { onRequest: signedIn, schema: { tags, security, summary: 'Turns push off in this browser (one of the caller’s subscriptions, by its endpoint)', body: pushUnsubscribeSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await service.unsubscribe(deps, await requireUser(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/settings/',
    { onRequest: signedIn, schema: { tags, security, summary: 'In how many browsers push is on for the caller (which kinds they get: GET /api/users/notifications/settings/)', response: { 200: pushSettingsSchema } } },
    async (request) => service.settings(deps, await requireUser(request)),
  );
}
