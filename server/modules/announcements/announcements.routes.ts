import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate';
import * as service from './announcements.service';

const JSON_TYPE = 'application/json; charset=utf-8';
const BAD_ADDRESS = "Manzil noto'g'ri";
const metaParams = z.object({ meta: z.string().trim().min(1, BAD_ADDRESS).max(200, BAD_ADDRESS) });

/** Routes of /api/announcements/ (spec §7). */
export default async function announcementsRoutes(app: FastifyInstance) {
  /** /announcements: the newest service and work announcements. */
  app.get('/home-data/', async (_request, reply) => reply.type(JSON_TYPE).send(await service.getAnnouncementsHomeDataJson(app.db)));

  /** One announcement (view counted) and the others of its type: {announcement, announcements}. */
  app.get('/announcement/:meta/', async (request) => {
    const { meta } = validate(metaParams, request.params);
    return service.viewAnnouncement(app.db, meta);
  });
}
