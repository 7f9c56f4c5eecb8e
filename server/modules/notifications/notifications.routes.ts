import type { FastifyInstance } from 'fastify';
import { notificationsPageSchema, notificationsQuerySchema, notificationsReadSchema, unreadCountSchema } from '@shared/schemas/messenger';
import { notificationSettingsSchema } from '@shared/schemas/notification-settings';
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
  app.get(
    '/notifications/settings/',
    { schema: { tags: ['notifications'], security, summary: 'Which kinds of notification the caller gets (the bell, Web Push and Telegram alike); every kind on until switched off', response: { 200: notificationSettingsSchema } } },
    async (request) => service.notificationSettings(deps, (await requireUser(request)).id),
  );
  app.put(
    '/notifications/settings/',
    { schema: { tags: ['notifications'], security, summary: 'Sets every kind of notification on or off for the caller (the bell, Web Push and Telegram alike)', body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => service.replaceNotificationSettings(deps, (await requireUser(request)).id, request.body),
  );
}
