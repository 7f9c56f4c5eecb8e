import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { WS_CLOSE, type ServerNotification } from '@shared/schemas/messenger';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/log-redaction';
import { resolveJwtSecret } from './lib/tokens';
import { fastifyTrustProxy } from './lib/trust-proxy';
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
import requestHostPlugin from './plugins/request-host';
import securityPlugin from './plugins/security';
import sitemapPlugin from './plugins/sitemap';
import pagesPlugin from './plugins/pages';
import publicContentPlugin from './plugins/public-content';
import staticPlugin from './plugins/static';
import storagePlugin from './plugins/storage';
import visitorPlugin from './plugins/visitor';
import pageReadsPlugin from './plugins/page-reads';
import { type AppModule, type ModuleContext } from './app-module';
import { createServices, type Services } from './services';
import { createAnnouncementsModule } from './modules/announcements';
import { createAuditModule } from './modules/audit';
import { createCoursesModule } from './modules/courses';
import { createMessengerModule, type MessengerOptions, type MessengerServices } from './modules/messenger';
import { createModerationModule } from './modules/moderation';
import { createShopModule } from './modules/shop';
import { createUsersModule, findSessionUser } from './modules/users';
import { createNewsModule } from './modules/news';
import { createNotificationsModule } from './modules/notifications';
import { createPushModule } from './modules/push';
import { createOverviewModule } from './modules/overview';
import { createSearchModule } from './modules/search';
import { createSellersModule } from './modules/sellers';
import { createSiteModule } from './modules/site';
import { createTelegramModule } from './modules/telegram';
import { createWeatherModule } from './modules/weather';

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

/**
 * Builds the whole server: infrastructure plugins, then the modules (created in dependency order,
 * registered in the API's order), then the web app. Never listens.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = createFastify(opts);
  app.decorate('config', opts.config);
  const secret = resolveJwtSecret(opts.config.jwtSecret, opts.config.dataDir);
  await registerFoundation(app, opts, secret);
  app.decorate('services', { ...createServices(opts.config, app.log), ...opts.services });
  await registerRequestHandling(app, opts, secret);
  const modules = await createModules(moduleContext(app, opts), opts);
  // The tests reach the push queues, the messenger's broker and the Telegram queues through the app.
  app.decorate('webPush', modules.push.services.deps);
  app.decorate('messenger', modules.messenger.services.deps);
  app.decorate('telegram', modules.telegram.services.deps);
  for (const module of modules.api) await registerModule(app, module);
  await registerWebApp(app, opts.config);
  return app;
}

function createFastify(opts: BuildOptions): FastifyInstance {
  const { config } = opts;
  return Fastify({
    // Tokens, tickets, codes and cookies never reach the log (server/lib/log-redaction.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, opts.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Paths like /api/users/accounts/login and .../login/ both work.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path the router cannot read answers in the one error shape too.
    frameworkErrors,
  });
}

/** Errors, security headers, the database, Redis, file storage, operations, the job queue and sessions: what everything else stands on. */
async function registerFoundation(app: FastifyInstance, opts: BuildOptions, secret: string) {
  const { config } = opts;
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { hsts: config.trustProxy !== false });
  // A Host or trusted X-Forwarded-Host that is not a host name: 400 before anything reads it.
  await app.register(requestHostPlugin);
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
  // retried with backoff, kept across restarts. Modules define their queues when they are created; it starts when the app is ready.
  await app.register(jobsPlugin);
  // The embedded database has no autovacuum: VACUUM ANALYZE every hour (server/plugins/db-maintenance.ts).
  await app.register(dbMaintenancePlugin);
  // Uploads that a crash left half-done are removed (server/lib/stored-files.ts).
  await app.register(fileSweeperPlugin, { incomingDir: config.incomingDir, graceMs: config.uploadSweepGraceMs });
  await app.register(authPlugin, { secret, accessTokenTtlSeconds: config.accessTokenTtlSeconds, findSessionUser });
}

/** Compression, rate limits, visitors, route schemas and documentation, health, uploads, sockets and the sitemap: what the routes are served with. */
async function registerRequestHandling(app: FastifyInstance, opts: BuildOptions, secret: string) {
  // Slow mobile networks: gzip/brotli for JSON, JS and CSS (images are already compressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(rateLimitsPlugin);
  // Visitor cookies signed with a key of the server's secret (views count once per visitor a day).
  await app.register(visitorPlugin, { secret });
  await app.register(pageReadsPlugin);
  // Route schemas: validation, answers and the OpenAPI document (/api/openapi.json, /api/docs).
  await app.register(openapiPlugin, { publicUrl: app.config.publicUrl });
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
  // robots.txt and the sitemap; the modules add their public pages to it.
  await app.register(sitemapPlugin, { publicUrl: app.config.publicUrl, pageSize: opts.sitemapPageSize });
}

/** What the modules are built with: the infrastructure set up above. */
function moduleContext(app: FastifyInstance, opts: BuildOptions): ModuleContext {
  return {
    config: app.config,
    database: opts.database,
    db: app.db,
    jobs: app.jobs,
    blobs: app.blobs,
    log: app.log,
    tokens: app.tokens,
    revocations: app.sessionRevocations,
    adapters: app.services,
    rateLimits: app.rateLimits,
  };
}

/**
 * Creates the modules in dependency order: a module is created after the modules whose services it is
 * handed (no module imports another's wiring, and no arrow runs back). Returns them in the API's order
 * (the table of contents: the order their routes are registered, and so the OpenAPI document's).
 */
async function createModules(ctx: ModuleContext, opts: BuildOptions) {
  const push = createPushModule(ctx);
  // The Telegram bot (issue 41) tells of chat messages (the messenger hands them to it) and posts replies
  // into chats (the messenger's postAsUser): created first, it reaches the messenger once that exists.
  // Its channel of new listings is told by the shop and the announcements (below).
  const later: { messenger?: MessengerServices } = {};
  const telegram = createTelegramModule(ctx, {
    postAsUser: (userId, chatGuid, text) => {
      if (!later.messenger) throw new Error('the messenger is not created yet');
      return later.messenger.postAsUser(userId, chatGuid, text);
    },
  });
  // The messenger pushes a chat message to a member with no socket open at all, and tells Telegram of it when the member has no socket of that chat open.
  const messenger = await createMessengerModule(ctx, { webPush: push.services.send, telegram: telegram.services.notify, options: opts.messenger });
  later.messenger = messenger.services;
  const notifyUser = notifier(push.services, messenger.services, telegram.services);
  const courses = createCoursesModule(ctx, { notify: notifyUser });
  // A teacher's name is in their courses' search keys; the users module cannot import courses (courses
  // imports users), so the news of a new name is handed to it here.
  const users = createUsersModule(ctx, { nameChanged: courses.services.authorRenamed });
  // The Telegram bot's channel of new listings reads the shop's and the announcements' public listings
  // (it imports them); they tell it of each write and decision through `listingChanged`, handed to them
  // here, so neither imports Telegram.
  const { listingChanged } = telegram.services;
  const shop = createShopModule(ctx, { listingChanged });
  // The messenger imports announcements (a chat about an announcement); its answers are handed to announcements here, so the modules form no circle.
  const announcements = createAnnouncementsModule(ctx, { messenger: { pushNotification: notifyUser, applicantCounts: messenger.services.applicantCounts }, listingChanged });
  // Moderation: the content modules hand it their items as moderation targets, so it never reaches into their tables.
  const moderation = createModerationModule(ctx, {
    targets: { ...shop.services.moderationTargets, announcement: announcements.services.moderationTarget, user: users.services.moderationTarget },
    pushNotification: notifyUser,
  });
  const api: AppModule[] = [
    users,
    shop,
    // The seller as a person (issue 40): users, shop and the messenger's answers; whether they are here now is the messenger's presence.
    createSellersModule(ctx, { isOnline: messenger.services.isOnline }),
    announcements,
    createNewsModule(ctx),
    courses,
    createAuditModule(ctx),
    messenger,
    createNotificationsModule(ctx),
    push,
    moderation,
    // The admin dashboard's figures, composed from the modules' functions.
    createOverviewModule(ctx),
    // The header's suggestions, composed from the shop's and the announcements' functions.
    createSearchModule(ctx),
    createSiteModule(ctx),
    createWeatherModule(ctx),
    // The Telegram bot (issue 41): linking, notifications and answers, phone confirmation, the channel.
    telegram,
  ];
  return { api, push, messenger, telegram };
}

type Notify = (userId: number, notification: ServerNotification) => Promise<void>;

/**
 * How a module tells a user of something that happened to them once it has stored the bell's
 * notification: shown at once in their open tabs (the messenger's inbox sockets, every instance)
 * pushed to their browsers and told in their linked Telegram (when its kind is one they get: the push
 * and telegram modules decide). Chat messages go their own way (the messenger pushes only to a member
 * with no socket open at all, and tells Telegram when the member is not in that chat).
 */
function notifier(push: { send: Notify }, messenger: { pushNotification: Notify }, telegram: { notify?: Notify }): Notify {
  return async (userId, notification) => {
    await Promise.all([push.send(userId, notification), messenger.pushNotification(userId, notification), telegram.notify?.(userId, notification)]);
  };
}

/** Registers what a module brings: its sockets, its routes under their base paths; its view counters and senders close with the app. */
async function registerModule(app: FastifyInstance, module: AppModule) {
  for (const counter of module.views) app.addHook('onClose', () => counter.close());
  if (module.ready) app.addHook('onReady', module.ready);
  if (module.close) app.addHook('onClose', module.close);
  if (module.sockets) await app.register(module.sockets.plugin, module.sockets.options);
  for (const routes of module.routes) await app.register(routes.plugin, { prefix: routes.prefix, ...routes.options });
}

/** /media/*: the uploads, from the disk or the bucket; then the built web app's files and its server-rendered pages. */
async function registerWebApp(app: FastifyInstance, config: Config) {
  await app.register(mediaPlugin);
  await app.register(staticPlugin, { webDir: config.webDir });
  // Every other GET is a page, rendered on the server (web/entry-server.tsx) and kept a few seconds for
  // every reader alike (cleared by any write of public content, on every instance through Redis).
  await app.register(pagesPlugin, {
    webDir: config.webDir,
    ssrEntry: config.ssrEntry,
    publicUrl: config.publicUrl,
  });
}
