import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { createScratchDatabase } from '../test/scratch-database';
import { silentLog } from '../test/jobs';
import { sharedServicesMissing, TEST_PG_URL } from '../test/shared-services';
import { createJobs, JOBS_SCHEMA, type Jobs } from './jobs';

/**
 * The job queue (pg-boss on the app's database): retries with waits, failures kept and shown, a job
 * in hand at a stop handed back to the next instance, and, on PostgreSQL, each job run once by two
 * instances together, a schedule kept once.
 */
const open: { jobs: Jobs[]; databases: Database[] } = { jobs: [], databases: [] };
const jobsOn = (database: Database) => {
  const jobs = createJobs({ database, log: silentLog, pollingIntervalSeconds: 0.5 });
  open.jobs.push(jobs);
  return jobs;
};
afterEach(async () => {
  for (const jobs of open.jobs.splice(0)) await jobs.stop(1000);
  for (const database of open.databases.splice(0)) await database.close();
});

/** A promise and the function that settles it. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('on the embedded database', () => {
  it('tries a failing job again after its wait; past its retries it is failed, with its error, in the depths and the failures', async () => {
    const database = await openTestDatabase();
    open.databases.push(database);
    const jobs = jobsOn(database);
    const attempts: number[] = [];
    const queue = jobs.define<{ product: number }>({
      name: 'test.always-fails',
      options: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      async handle(data) {
        attempts.push(data.product);
        throw new Error(`rasm topilmadi: ${data.product}`);
      },
    });
    await jobs.start();
    await queue.send({ product: 7 });
    await vi.waitFor(async () => expect((await jobs.failures(10)).length).toBe(1), { timeout: 20_000, interval: 100 });
    expect(attempts).toEqual([7, 7, 7]);
    expect(await jobs.failures(10)).toEqual([{ queue: 'test.always-fails', id: expect.any(String), error: 'rasm topilmadi: 7', code: 'job.failed', status: null, attempts: 3, failedAt: expect.any(Date) }]);
    expect(await jobs.depths()).toEqual([{ name: 'test.always-fails', ready: 0, deferred: 0, active: 0, failed: 1 }]);
    expect(await jobs.idle()).toBe(true);
  });

  it('a job that fails once is done at its second try; several sent at once are all done', async () => {
    const database = await openTestDatabase();
    open.databases.push(database);
    const jobs = jobsOn(database);
    const done: number[] = [];
    let failed = false;
    const queue = jobs.define<{ n: number }>({
      name: 'test.flaky',
      options: { retryDelay: 1, retryBackoff: true },
      async handle({ n }) {
        if (n === 2 && !failed) {
          failed = true;
          throw new Error('push service 503');
        }
        done.push(n);
      },
    });
    await jobs.start();
    await queue.sendAll([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await vi.waitFor(() => expect([...done].sort()).toEqual([1, 2, 3]), { timeout: 20_000, interval: 100 });
    expect(await jobs.failures(10)).toEqual([]);
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const database = await openTestDatabase();
    open.databases.push(database);
    const jobs = jobsOn(database);
    const done: string[] = [];
    const queue = jobs.define<{ announcement: string }>({ name: 'test.in-transaction', handle: async (data) => void done.push(data.announcement) });
    await jobs.start();
    await database.db
      .transaction(async (tx) => {
        await queue.send({ announcement: 'rolled-back' }, tx);
        throw new Error('the write failed after the send');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await queue.send({ announcement: 'committed' }, tx);
    });
    await vi.waitFor(() => expect(done).toEqual(['committed']), { timeout: 20_000, interval: 50 });
    await vi.waitFor(async () => expect(await jobs.idle()).toBe(true), { timeout: 20_000, interval: 50 });
    expect(done).toEqual(['committed']);
  });

  it('a job in hand when its instance stops is handed back, and the next instance on the database (a restart) does it', async () => {
    const database = await openTestDatabase();
    open.databases.push(database);
    const first = jobsOn(database);
    const inHand = signal();
    const queue = first.define<{ chat: string }>({
      name: 'test.hand-back',
      options: { retryDelay: 1, retryBackoff: false },
      async handle() {
        inHand.resolve();
        // Never finishes here: the instance stops with the job in hand.
        await new Promise(() => undefined);
      },
    });
    await first.start();
    await queue.send({ chat: 'c-1' });
    await inHand.promise;
    await first.stop(1000);

    const next = jobsOn(database);
    const doneBy = signal<{ chat: string }>();
    next.define<{ chat: string }>({ name: 'test.hand-back', options: { retryDelay: 1, retryBackoff: false }, handle: async (data) => doneBy.resolve(data) });
    await next.start();
    expect(await doneBy.promise).toEqual({ chat: 'c-1' });
  });
});

const skipReason = await sharedServicesMissing({ postgres: true });
if (skipReason) console.log(`[jobs on PostgreSQL skipped] ${skipReason}`);

describe.skipIf(skipReason !== null)('two instances on one PostgreSQL database', () => {
  const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  afterAll(async () => {
    for (const s of scratches) await s.drop();
  });

  it('each job is run once, by one of them; a schedule both define is kept once', async () => {
    const scratch = await createScratchDatabase(TEST_PG_URL, 'ipak_jobs');
    scratches.push(scratch);
    const databases = [await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url, migrate: false })];
    open.databases.push(...databases);
    const runs: { instance: number; n: number }[] = [];
    const instances = databases.map((database, instance) => {
      const jobs = jobsOn(database);
      const queue = jobs.define<{ n: number }>({
        name: 'test.once',
        concurrency: 3,
        handle: async ({ n }) => void runs.push({ instance, n }),
      });
      jobs.define({ name: 'test.every-ten-minutes', cron: '*/10 * * * *', handle: async () => undefined });
      return { jobs, queue };
    });
    // Started together, as instances behind a proxy are.
    await Promise.all(instances.map((i) => i.jobs.start()));
    const sent = Array.from({ length: 40 }, (_, n) => ({ n }));
    await instances[0]!.queue.sendAll(sent.slice(0, 20));
    await instances[1]!.queue.sendAll(sent.slice(20));
    await vi.waitFor(() => expect(runs).toHaveLength(40), { timeout: 20_000, interval: 100 });
    await vi.waitFor(async () => expect(await instances[0]!.jobs.idle()).toBe(true), { timeout: 20_000, interval: 100 });
    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual(sent.map((s) => s.n));

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const schedules = await client.query(`select name, cron from ${JOBS_SCHEMA}.schedule where name = 'test.every-ten-minutes'`);
      expect(schedules.rows).toEqual([{ name: 'test.every-ten-minutes', cron: '*/10 * * * *' }]);
    } finally {
      await client.end();
    }
  });
});
