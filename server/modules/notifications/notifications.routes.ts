import type { FastifyInstance } from 'fastify';
import { notificationsPageSchema, notificationsQuerySchema, notificationsReadSchema, unreadCountSchema } from '@shared/schemas/messenger';
import { requireUser, signedIn } from '../../plugins/auth';
import * as service from './notifications.service';
import { security } from '../../plugins/openapi';
import { withZod } from '../../plugins/route-app';

/** Routes of /api/users/notifications/ (the bell and /profile/notifications/): signed-in users only. */
export default async function notificationsRoutes(fastify: FastifyInstance, { deps }: { deps: service.NotificationsDeps }) {
  const app = withZod(fastify);
  app.addHook('onRequest', signedIn);

  app.get(
    '/notifications/',
    { schema: { tags: ['notifications'], security, summary: 'The caller’s notifications (the bell), newest first, a page at a time', querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request) => service.listNotifications(deps, (await requireUser(request)).id, request.query.page),
  );

  app.post(
    '/notifications/read/',
    { schema: { tags: ['notifications'], security, summary: 'Marks one notification read (guid), or all of them; answers the unread count', body: notificationsReadSchema, response: { 200: unreadCountSchema } } },
    async (request) => service.markRead(deps, (await requireUser(request)).id, request.body.guid),
  );
}
