import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementDetailSchema, announcementsHomeDataSchema } from '@shared/schemas/announcements';
import { metaParamsSchema } from '@shared/schemas/common';
import { sendCachedJson } from '../../lib/cache';
import { moduleViewCounter } from '../../lib/view-counter';
import { visitorOf } from '../../plugins/visitor';
import * as service from './announcements.service';

const tags = ['announcements'];

/** Routes of /api/announcements/ (spec §7). */
export default async function announcementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: service.AnnouncementsDeps = { db: app.db, views: moduleViewCounter(app, 'announcement') };
  for (const source of service.announcementsSitemapSources(deps)) app.sitemap.add(source);

  app.get(
    '/home-data/',
    { schema: { tags, summary: 'The /announcements page: the newest service and work announcements', response: { 200: announcementsHomeDataSchema } } },
    async (_request, reply) => sendCachedJson(reply, await service.getAnnouncementsHomeDataJson(deps)),
  );

  app.get(
    '/announcement/:meta/',
    {
      schema: {
        tags,
        summary: 'One announcement (the visitor’s view counted once a day) and the others of its type',
        params: metaParamsSchema,
        response: { 200: announcementDetailSchema },
      },
    },
    async (request, reply) => service.viewAnnouncement(deps, request.params.meta, await visitorOf(request, reply)),
  );
}
