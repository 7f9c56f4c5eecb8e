import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementDetailSchema, announcementFieldsSchema, announcementItemSchema, announcementListQuerySchema, announcementsHomeDataSchema, announcementUpdateFieldsSchema, messageAnnouncementSchema, saveAnswerSchema, savedSearchBodySchema, savedSearchSchema, userAnnouncementSchema } from '@shared/schemas/announcements';
import { guidParamsSchema, metaParamsSchema, pagedSchema, searchedPageSchema, pageQuerySchema } from '@shared/schemas/common';
import { deleteRoute } from '../../plugins/admin-routes';
import { phoneUnconfirmed } from '../../lib/auth-user';
import { allow, authenticate, requireUser, signedIn } from '../../plugins/auth';
import { canPostAnnouncements } from './announcements.policies';
import { ownListingRoutes } from '../../plugins/uploads';
import * as service from './announcements.service';
import * as author from './author.service';
import { publicRead } from '../../plugins/page-reads';
import { toggleRoutes } from '../../plugins/toggle-routes';
import { security } from '../../plugins/openapi';
import { withZod, type ZodApp } from '../../plugins/route-app';

const tags = ['announcements'];

type Deps = service.AnnouncementsDeps;

/** Routes of /api/announcements/ (spec §7, and the create form, lists, saving and saved searches of issue 12); the services are the module's (announcements.module.ts). */
export default async function announcementsRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = withZod(fastify);
  for (const source of service.announcementsSitemapSources(deps)) app.sitemap.add(source);
  // public reads
  setupHomeDataRoute(app, deps);
  setupAnnouncementRoute(app, deps);
  setupMessageAnnouncementRoute(app, deps);
  setupListRoute(app, deps);
  // saving (the bookmark button)
  setupSaveRoutes(app, deps);
  // the author's own announcements
  setupOwnAnnouncementsRoute(app, deps);
  setupOwnListingRoutes(app, deps);
  // saved searches
  setupSavedSearchesRoute(app, deps);
  setupSaveSearchRoute(app, deps);
  setupDeleteSavedSearchRoute(app, deps);
}

function setupHomeDataRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/home-data/',
    { tags, summary: 'The /announcements page: the newest service and work announcements (none past its last day)', response: { 200: announcementsHomeDataSchema } },
    () => service.cachedAnnouncementsHomeData(deps),
    { peopleText: true },
  );
}

function setupAnnouncementRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/announcement/:meta/',
    {
      tags,
      summary: 'One announcement (the visitor’s view counted once a day), also past its last day (expired: true); for a job also the others of its type (spec §7). With a token: whether the caller saved it',
      params: metaParamsSchema,
      response: { 200: announcementDetailSchema },
    },
    async ({ params, user, visitor }) => service.viewAnnouncement(deps, params.meta, await user(), await visitor()),
  );
}

function setupMessageAnnouncementRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/mannouncement/:guid/',
    { schema: { tags, summary: 'The chat’s announcement card (as mproduct/{guid}/ is the product’s)', params: guidParamsSchema, response: { 200: messageAnnouncementSchema } } },
    async (request) => service.messageAnnouncement(deps, request.params.guid, await authenticate(request)),
  );
}

function setupListRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/list/',
    {
      tags,
      summary: 'Active announcements before their last day is over: type, region, district, work time, pay range, negotiable, words (any spelling), sort, page. With a token: whether the caller saved each',
      querystring: announcementListQuerySchema,
      response: { 200: searchedPageSchema(announcementItemSchema) },
    },
    async ({ query, user, searchGate }) => service.listAnnouncements(deps, query, await user(), searchGate),
    { peopleText: true },
  );
}

function setupSaveRoutes(app: ZodApp, deps: Deps) {
  toggleRoutes(app, '/announcement/:meta/save/', {
    tags,
    summaries: { on: 'Saves an announcement', off: 'Unsaves an announcement' },
    answer: saveAnswerSchema,
    set: (user, meta, saved) => author.setSaved(deps, user, meta, saved),
    list: {
      path: '/saved-announcements/',
      summary: 'The caller’s saved announcements, most recently saved first',
      pageSize: 10,
      answer: pagedSchema(announcementItemSchema),
      read: (user, page, pageSize) => author.savedAnnouncements(deps, user, page, pageSize),
    },
  });
}

function setupOwnAnnouncementsRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/user-announcements/',
    { onRequest: signedIn, schema: { tags, security, summary: 'The caller’s own announcements (hidden and expired ones too), newest first', querystring: pageQuerySchema(10), response: { 200: pagedSchema(userAnnouncementSchema) } } },
    async (request) => author.ownAnnouncements(deps, await requireUser(request), request.query.page, request.query.page_size),
  );
}

function setupOwnListingRoutes(app: ZodApp, deps: Deps) {
  ownListingRoutes(app, {
    tags,
    itemPath: '/user-announcements/:guid/',
    answer: userAnnouncementSchema,
    read: { summary: 'One of the caller’s own announcements (the edit form)', run: (user, guid) => author.ownAnnouncement(deps, user, guid) },
    create: {
      path: '/user-announcements/',
      summary: 'Creates an announcement (multipart, or JSON for a job; a service with 1 to 4 images; expires_at its last day, else 30 days; new announcements and uploads limited per user); saved searches it matches are notified; a confirmed phone needed, else 403 auth.phone_unconfirmed',
      fields: announcementFieldsSchema,
      onRequest: allow(canPostAnnouncements, phoneUnconfirmed),
      may: (user) => app.rateLimits.announcementCreate.consume(`user:${user.id}`),
      save: (user, input, files) => author.createAnnouncement(deps, user, input, files),
    },
    update: {
      summary: 'Edits one of the caller’s announcements (multipart or JSON; keep_images lists the images to keep; is_active hides or shows it; expires_at moves its last day)',
      fields: announcementUpdateFieldsSchema,
      save: (user, guid, input, files) => author.updateAnnouncement(deps, user, guid, input, files),
    },
    remove: { summary: 'Deletes an announcement (its author, or a moderator)', run: (user, guid) => author.removeAnnouncement(deps, user, guid) },
  });
}

function setupSavedSearchesRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/saved-searches/',
    { onRequest: signedIn, schema: { tags, security, summary: 'The caller’s saved searches, newest first', response: { 200: z.array(savedSearchSchema) } } },
    async (request) => author.savedSearches(deps, await requireUser(request)),
  );
}

function setupSaveSearchRoute(app: ZodApp, deps: Deps) {
  app.post(
    '/saved-searches/',
    {
      onRequest: signedIn,
      schema: { tags, security, summary: 'Saves a search (the list’s filters): a new announcement that matches it notifies the caller', body: savedSearchBodySchema, response: { 201: savedSearchSchema } },
    },
    async (request, reply) => reply.status(201).send(await author.saveSearch(deps, await requireUser(request), request.body)),
  );
}

function setupDeleteSavedSearchRoute(app: ZodApp, deps: Deps) {
  deleteRoute(app, '/saved-searches/:guid/', { tags, summary: 'Deletes one of the caller’s saved searches', onRequest: signedIn, run: (user, params) => author.deleteSavedSearch(deps, user, params.guid) });
}
