import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { WS_CLOSE, type ServerNotification } from '@shared/schemas/messenger';
import type { Config } from './config';
import type { Database } from './db/client';
import { resolveJwtSecret } from './lib/tokens';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import dbMaintenancePlugin from './plugins/db-maintenance';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import fileSweeperPlugin from './plugins/file-sweeper';
import jobsPlugin from './plugins/jobs';
import healthPlugin from './plugins/health';
import loadSheddingPlugin from './plugins/load-shedding';
import mediaPlugin from './plugins/media';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import redisPlugin from './plugins/redis';
import securityPlugin from './plugins/security';
import sitemapPlugin from './plugins/sitemap';
import pagesPlugin from './plugins/pages';
import publicContentPlugin from './plugins/public-content';
import staticPlugin from './plugins/static';
import storagePlugin from './plugins/storage';
import visitorPlugin from './plugins/visitor';
import pageReadsPlugin from './plugins/page-reads';
import { createServices, type Services } from './services';
import { announcementsRoutes, announcementModerationTarget, defineAnnouncementJobs, type AnnouncementsMessenger } from './modules/announcements';
import { auditRoutes } from './modules/audit';
import { authorRenamed, coursesRoutes } from './modules/courses';
import { applicantCounts, messengerRoutes, messengerSockets, type MessengerOptions, pushNotification } from './modules/messenger';
import { moderationRoutes } from './modules/moderation';
import { commentModerationTarget, productModerationTarget, shopRoutes } from './modules/shop';
import { findSessionUser, userModerationTarget, usersRoutes } from './modules/users';
import { newsRoutes } from './modules/news';
import { notificationsRoutes } from './modules/notifications';
import { pushRoutes, sendWebPush, webPushPlugin } from './modules/push';
import { overviewRoutes } from './modules/overview';
import { siteRoutes } from './modules/site';
import { weatherRoutes } from './modules/weather';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests share one database across app instances and close it themselves. */
  closeDatabase?: boolean;
  /** Replace third-party adapters (SMS) in tests. */
  services?: Partial<Services>;
  /** Chat sockets: heartbeat interval, or a broker of the test's own. */
  messenger?: MessengerOptions;
  /** Addresses per sitemap file (tests make it small to see the index); the protocol's 50,000 by default. */
  sitemapPageSize?: number;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: { write(line: string): void };
}

/** Builds the whole server: infrastructure plugins, then the modules (the API's table of contents), then the web app. Never listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'body.password'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Paths like /api/users/accounts/login and .../login/ both work.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path the router cannot read answers in the one error shape too.
    frameworkErrors,
  });

  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { hsts: config.trustProxy });
  await app.register(dbPlugin, { database: opts.database, closeOnShutdown: opts.closeDatabase ?? true });
  await app.register(redisPlugin);
  // Where files live: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads.
  await app.register(storagePlugin);
  // A write of public content on any instance clears the kept answers and pages on every instance (Redis pub/sub).
  await app.register(publicContentPlugin);
  // Operations: Prometheus metrics (GET /metrics) and load shedding (503 while the event loop lags)
  // first, so they see every request; liveness and readiness below, once routes are documented.
  await app.register(metricsPlugin);
  await app.register(loadSheddingPlugin);
  // The job queue on the database (pg-boss): work after or apart from requests, once across instances,
  // retried with backoff, kept across restarts. Modules define their queues below; it starts when the app is ready.
  await app.register(jobsPlugin);
  // The embedded database has no autovacuum: VACUUM ANALYZE every hour (server/plugins/db-maintenance.ts).
  await app.register(dbMaintenancePlugin);
  // Uploads that a crash left half-done are removed (server/lib/stored-files.ts).
  await app.register(fileSweeperPlugin, { incomingDir: config.incomingDir, graceMs: config.uploadSweepGraceMs });
  await app.register(authPlugin, {
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    findSessionUser,
  });
  app.decorate('services', { ...createServices(config, app.log), ...opts.services });
  // Slow mobile networks: gzip/brotli for JSON, JS and CSS (images are already compressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(visitorPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(pageReadsPlugin);
  // Route schemas: validation, answers and the OpenAPI document (/api/openapi.json, /api/docs).
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  // /api/health (alive), /api/ready (the database, Redis and file storage answer; not draining), /api/ping.
  await app.register(healthPlugin);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 8, fields: 40, fieldSize: 200 * 1024, parts: 60 },
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // At shutdown every socket is told that the server is restarting (1012): its client reconnects,
    // through the proxy, to an instance that is up (web/features/messenger/lib/reconnecting-socket.ts).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(WS_CLOSE.restart, 'restart');
      this.websocketServer.close(() => done());
    },
  });

  // robots.txt and the sitemap; the modules below add their public pages to it.
  await app.register(sitemapPlugin, { publicUrl: config.publicUrl, pageSize: opts.sitemapPageSize });

  // Web Push (issue 27): its deps before the modules whose moments it tells of.
  await app.register(webPushPlugin);
  /**
   * How a module tells a user of something that happened to them once it has stored the bell's
   * notification: shown at once in their open tabs (the messenger's inbox sockets, every instance)
   * and pushed to their browsers (when its kind is one they get: the push module decides). Chat
   * messages go their own way (the messenger pushes only to a member with no socket open at all).
   */
  const notifyUser = async (userId: number, notification: ServerNotification) => {
    await Promise.all([sendWebPush(app.webPush, userId, notification), pushNotification(app.messenger, userId, notification)]);
  };

  // The API, one module per domain, each under its spec base path.
  // A teacher's name is in their courses' search keys; the users module cannot import courses (courses
  // imports users), so the news of a new name is handed to it here.
  await app.register(usersRoutes, { prefix: '/api/users', nameChanged: (userId: number) => authorRenamed(app.db, userId) });
  await app.register(shopRoutes, { prefix: '/api/shop' });
  // The announcements module and the messenger know each other's things (a chat about an announcement;
  // a job's applicants are its chats): the messenger imports announcements, and its answers are handed
  // to announcements here, so the modules form no circle. The messenger's sockets are set up below:
  // app.messenger is reached when a notification is sent.
  const { searchAlerts } = defineAnnouncementJobs(app.jobs, { db: app.db, pushNotification: notifyUser });
  const messengerForAnnouncements: AnnouncementsMessenger = {
    pushNotification: notifyUser,
    applicantCounts: (items) => applicantCounts({ db: app.db }, items),
  };
  await app.register(announcementsRoutes, { prefix: '/api/announcements', messenger: messengerForAnnouncements, searchAlerts });
  await app.register(newsRoutes, { prefix: '/api/news' });
  await app.register(coursesRoutes, { prefix: '/api/courses', notify: notifyUser });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  // The messenger: its broker and sockets (/chat/{chat}/, /chat/inbox/; the broker is closed with the app), then its API.
  await app.register(messengerSockets, { webPush: (userId, notification) => sendWebPush(app.webPush, userId, notification), ...opts.messenger });
  await app.register(messengerRoutes, { prefix: '/api/messenger' });
  await app.register(notificationsRoutes, { prefix: '/api/users' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  // Moderation (issue 15): the content modules hand it their items as moderation targets (read, and
  // changed by a decision), so it never reaches into their tables.
  await app.register(moderationRoutes, {
    prefix: '/api/moderation',
    deps: {
      db: app.db,
      targets: {
        product: productModerationTarget,
        comment: commentModerationTarget,
        announcement: announcementModerationTarget({ log: app.log, searchAlerts }),
        user: userModerationTarget({ db: app.db, revocations: app.sessionRevocations }),
      },
      pushNotification: notifyUser,
    },
  });

  // The admin dashboard's figures, composed from the modules' services above.
  await app.register(overviewRoutes, { prefix: '/api/overview' });
  // Site-wide settings from the configuration (the footer's social links).
  await app.register(siteRoutes, { prefix: '/api' });
  // The weather forecast, fetched from the configured provider and kept a while (the page never asks it directly).
  await app.register(weatherRoutes, { prefix: '/api' });

  // /media/*: the uploads, from the disk or the bucket; then the built web app's files.
  await app.register(mediaPlugin);
  await app.register(staticPlugin, { webDir: config.webDir });
  // Every other GET is a page, rendered on the server (web/entry-server.tsx) and kept a few seconds for
  // every reader alike (cleared by any write of public content, on every instance through Redis).
  await app.register(pagesPlugin, {
    webDir: config.webDir,
    ssrEntry: config.ssrEntry,
    publicUrl: config.publicUrl,
  });
  return app;
}
