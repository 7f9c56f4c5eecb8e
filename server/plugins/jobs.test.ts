import { afterAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { buildTestApp } from '../test/app';
import { openTestDatabase } from '../test/database';

/**
 * The job queue in the app (server/plugins/jobs.ts): it starts when the app is ready, and at close,
 * before anything else goes, it hands back a job it could not finish: the next app on the database
 * (a restart, or another instance) does it.
 */
let database: Database;
afterAll(() => database?.close());

it('at close, a job in hand is handed back within the stop’s few seconds, and the next app on the database does it', async () => {
  database = await openTestDatabase();
  let inHand!: () => void;
  const started = new Promise<void>((resolve) => (inHand = resolve));
  const first = await buildTestApp({
    database,
    config: { jobsPollingSeconds: 0.5 },
    beforeReady: (app) => {
      const queue = app.jobs.define<{ product: string }>({
        name: 'test.long',
        options: { retryDelay: 1, retryBackoff: false },
        async handle() {
          inHand();
          // Still working when the app closes.
          await new Promise(() => undefined);
        },
      });
      app.addHook('onReady', async () => void (await queue.send({ product: 'atlas-1' })));
    },
  });
  await started;
  await first.close();

  let done!: (data: { product: string }) => void;
  const doneBy = new Promise<{ product: string }>((resolve) => (done = resolve));
  const next = await buildTestApp({
    database,
    config: { jobsPollingSeconds: 0.5 },
    beforeReady: (app) => void app.jobs.define<{ product: string }>({ name: 'test.long', options: { retryDelay: 1, retryBackoff: false }, handle: async (data) => done(data) }),
  });
  try {
    expect(await doneBy).toEqual({ product: 'atlas-1' });
  } finally {
    await next.close();
  }
});
