import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { BlobStore } from './lib/blob-store';
import type { Jobs, Queue } from './lib/jobs';
import type { RateLimits } from './lib/rate-limiter';
import type { SessionRevocations } from './lib/session-revocations';
import type { SmsSender } from './lib/sms';
import type { AccessTokens } from './lib/tokens';
import type { ViewCounter } from './lib/view-counter';
import type { WeatherProvider } from './lib/weather';
import type { PushSender } from './lib/web-push';

/*
 * The one shape of a module (server/modules/<name>/): its index.ts exports createXModule(ctx), which
 * takes what the app hands around (this context, and the services of the modules it needs) and returns
 * an AppModule: what it brings. server/app.ts creates the modules in dependency order and registers
 * what they bring in one loop (docs/architecture.md).
 */

/** Adapters to the outside world, chosen by configuration (server/services.ts); tests may swap them. */
export interface Adapters {
  sms: SmsSender;
  /** The weather forecast provider; absent when none is configured (WEATHER_API_KEY). */
  weather?: WeatherProvider;
  /** Web Push: messages to the browsers' push services, signed with our VAPID keys (configured, or generated into DATA_DIR). */
  push: PushSender;
}

/** What every module may be built with: the infrastructure the app has set up before the modules. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  /** The job queue: a module defines its queues (job kinds and handlers) on it while it is created. */
  jobs: Jobs;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  /** Sessions: the access tokens the auth plugin signs with, and the ended sessions every instance hears of. */
  tokens: AccessTokens;
  revocations: SessionRevocations;
  adapters: Adapters;
  /** Every named limit (server/lib/rate-limiter.ts; in Redis when configured): what a module counts outside a route. */
  rateLimits: RateLimits;
}

/** A Fastify plugin of a module with the options it is registered with (the module's services, made once). */
export interface ModulePlugin {
  // The options' type is checked where the plugin is paired with them (modulePlugin); the list holds many kinds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: (app: FastifyInstance, options: any) => Promise<void>;
  options: object;
}

/** A module's route plugin, mounted under its base path. */
export interface ModuleRoutes extends ModulePlugin {
  prefix: string;
}

/** Pairs a plugin with its options, type-checked. */
export const modulePlugin = <O extends object>(plugin: (app: FastifyInstance, options: O) => Promise<void>, options: O): ModulePlugin => ({ plugin, options });

/** Pairs a route plugin with its base path and options, type-checked. */
export const moduleRoutes = <O extends object>(prefix: string, plugin: (app: FastifyInstance, options: O) => Promise<void>, options: O): ModuleRoutes => ({ prefix, plugin, options });

/** What a module brings. */
export interface AppModule<S extends object = object> {
  name: string;
  /** The service API other modules are handed (through server/app.ts). */
  services: S;
  /** Its route plugins, each under its base path. */
  routes: ModuleRoutes[];
  /** The queues it defined on ctx.jobs (job kinds and their handlers). */
  jobs: Queue<never>[];
  /** Its sockets (the messenger's): a plugin registered on the app itself. */
  sockets?: ModulePlugin;
  /** Its view counters (views queues): closed with the app, which writes what is left. */
  views: ViewCounter[];
  /** Run once the app is ready (after the job queue has started): the Telegram bot's webhook or polling. */
  ready?: () => Promise<void>;
  /** Closed with the app, after the job queue has stopped (a sender's connections). */
  close?: () => Promise<void>;
}
