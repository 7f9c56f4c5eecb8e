import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/client';

/**
 * A server of the test's own: the real app with the built web app (dist/, `npm run build`), on a fresh
 * embedded database in a temporary folder, listening on a free port in the test's process. For what
 * the shared browser-test server cannot show because only time brings it about (an announcement past
 * its last day): the test reaches this server's database and moves a date, then drives the browser
 * to the server as to the shared one. Stop it with close().
 */
export interface OwnServer {
  base: string;
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-e2e-own-'));
  // Its SMS go to the shared server's local provider, so smsTo / createUser read the codes it sends (issue 40's confirmed phones).
  const smsUrl = fs.readFileSync(path.resolve('.test-data', `e2e-${process.env.E2E_PORT}`, 'fake-sms-url'), 'utf8');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1', RATE_LIMIT_LOGIN_PER_IP: '1000', SMS_API_URL: smsUrl, SHED_EVENT_LOOP_DELAY_MS: '0' });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    db: database.db,
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
