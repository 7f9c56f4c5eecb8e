import type { FastifyInstance } from 'fastify';
import { notificationsQuerySchema, notificationsReadSchema } from '@shared/schemas/messenger';
import { paged } from '../../lib/paging';
import { validate } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { presentNotification } from './notifications.presenter';
import { countUnread, markNotificationsRead, notificationsPage } from './notifications.repository';

const PAGE_SIZE = 20;

/** Routes of /api/users/notifications/ (the bell and /profile/notifications/). */
export default async function notificationsRoutes(app: FastifyInstance) {
  app.get('/notifications/', async (request) => {
    const user = await requireUser(request);
    const { page } = validate(notificationsQuerySchema, request.query);
    const { rows, total, unread } = await notificationsPage(app.db, user.id, page, PAGE_SIZE);
    return { ...paged(rows.map(presentNotification), page, PAGE_SIZE, total), unread };
  });

  app.post('/notifications/read/', async (request) => {
    const user = await requireUser(request);
    const { guid } = validate(notificationsReadSchema, request.body);
    await markNotificationsRead(app.db, user.id, guid);
    return { unread: await countUnread(app.db, user.id) };
  });
}
