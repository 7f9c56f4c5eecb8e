import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Services } from '../services';
import { openTestDatabase } from './database';
import { openedForTests } from './per-file';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * A Redis prefix no other test uses (config.redisPrefix): tests on the one Redis never see each
 * other's sign-outs, chat events, counters or cache signals, unless instances share one on purpose.
 */
export const testRedisPrefix = () => `ipak-test-${randomBytes(6).toString('hex')}`;

export interface TestAppOptions {
  config?: Partial<Config>;
  services?: Partial<Services>;
  database?: Database;
  sitemapPageSize?: number;
  /** Runs once the app is built, before it is ready: a test's own job queues are defined here. */
  beforeReady?: (app: FastifyInstance) => void;
  /** The log's lines go here (set config.logLevel too: the tests' apps log nothing by default). */
  logStream?: { write(line: string): void };
}

/**
 * The real app on a fresh database (real migrations), for app.inject().
 * Uploads and the JWT secret go to a temporary DATA_DIR removed on close.
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-test-'));
  const database = opts.database ?? (await openTestDatabase());
  const config = loadConfig(
    // Tests of other things make many products and uploads as one seller, and render many pages and
    // searches from one address: those limits are out of their way here (the limits' own tests set them).
    // Load shedding is off too: a test file's app shares a busy machine, and a slow moment must not
    // answer 503 (server/plugins/load-shedding.test.ts turns it on).
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', RATE_LIMIT_PRODUCTS_PER_MINUTE: '1000', RATE_LIMIT_RENDERS_PER_MINUTE: '100000', RATE_LIMIT_SEARCHES_PER_MINUTE: '100000', SHED_EVENT_LOOP_DELAY_MS: '0', REDIS_PREFIX: testRedisPrefix() },
    { webDir: path.join(dataDir, 'no-web'), ...opts.config },
  );
  const app = await buildApp({ config, database, services: opts.services, closeDatabase: !opts.database, sitemapPageSize: opts.sitemapPageSize, logStream: opts.logStream });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file (or of a describe block): built before its tests (buildTestApp), closed after
 * them. Answers it as the tests use it (t.app, t.db, t.config), readable from the first beforeAll on.
 */
export const useTestApp = (opts?: TestAppOptions): TestApp => openedForTests(() => buildTestApp(opts));
