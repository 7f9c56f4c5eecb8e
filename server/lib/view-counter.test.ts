import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { silentLog } from '../test/jobs';
import { createJobs } from './jobs';
import { VIEW_WRITE_CHUNK, ViewCounter, type ViewWriteJob } from './view-counter';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from view_visits`);
});

/** A counter on the real database whose writes are recorded, on a clock the test moves. */
function counter(clock = { now: new Date('2026-11-24T10:00:00Z') }) {
  const writes: [number, number][][] = [];
  let fail = false;
  const refused = { count: 0 };
  const c = new ViewCounter(
    database.db,
    'news',
    async (_db, entries) => {
      if (fail) {
        refused.count += 1;
        throw new Error('database down');
      }
      writes.push(entries);
    },
    { intervalMs: 60_000, now: () => clock.now },
  );
  return { c, writes, clock, refused, failWrites: (v: boolean) => (fail = v) };
}
const total = (writes: [number, number][][], id: number) => writes.flat().reduce((n, [i, v]) => (i === id ? n + v : n), 0);

describe('ViewCounter', () => {
  it('counts a visitor once per item per day, in one batched write', async () => {
    const { c, writes } = counter();
    c.add(1, 'u:1');
    c.add(1, 'u:1');
    c.add(1, 'v:abc');
    c.add(2, 'u:1');
    expect(c.pending(1)).toBe(2);
    await c.flush();
    expect(writes).toHaveLength(1);
    expect(total(writes, 1)).toBe(2);
    expect(total(writes, 2)).toBe(1);
    expect(c.pending(1)).toBe(0);
    // A reload later the same day changes nothing.
    c.add(1, 'u:1');
    await c.flush();
    expect(total(writes, 1)).toBe(2);
    await c.close();
  });

  it('counts the same visitor again on the next day in Tashkent', async () => {
    const { c, writes, clock } = counter({ now: new Date('2026-11-24T18:30:00Z') }); // 23:30 in Tashkent
    c.add(5, 'u:9');
    await c.flush();
    clock.now = new Date('2026-11-24T19:30:00Z'); // 00:30 the next day in Tashkent
    c.add(5, 'u:9');
    await c.flush();
    expect(total(writes, 5)).toBe(2);
    await c.close();
  });

  it('does not count a visit that another instance (or this one before a restart) already counted today', async () => {
    const a = counter();
    const b = counter();
    a.c.add(3, 'v:same');
    await a.c.flush();
    b.c.add(3, 'v:same');
    await b.c.flush();
    expect(total(a.writes, 3) + total(b.writes, 3)).toBe(1);
    await Promise.all([a.c.close(), b.c.close()]);
  });

  it('keeps a failed batch for the next write', async () => {
    const { c, writes, failWrites } = counter();
    failWrites(true);
    c.add(7, 'u:1');
    c.add(7, 'u:2');
    await c.flush();
    expect(c.pending(7)).toBe(2);
    failWrites(false);
    await c.close();
    expect(total(writes, 7)).toBe(2);
  });

  it('writes a busy flush in chunks, each in its own transaction, so reads get the database in between', async () => {
    const { c, writes } = counter();
    const visits = 2 * VIEW_WRITE_CHUNK + 5;
    for (let i = 0; i < visits; i++) c.add(1000 + (i % 50), `v:${i}`);
    await c.flush();
    expect(writes).toHaveLength(3);
    expect(writes.flat().reduce((n, [, v]) => n + v, 0)).toBe(visits);
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from view_visits where kind = 'news'`)) as unknown as { rows: { n: number }[] };
    const [{ n }] = rows;
    expect(n).toBe(visits);
    await c.close();
  });

  it('keeps the chunks a failed write did not reach, and only those', async () => {
    const written: [number, number][][] = [];
    let calls = 0;
    const c = new ViewCounter(
      database.db,
      'news',
      async (_db, entries) => {
        if (++calls === 2) throw new Error('database down');
        written.push(entries);
      },
      { intervalMs: 60_000, now: () => new Date('2026-11-24T10:00:00Z') },
    );
    for (let i = 0; i < VIEW_WRITE_CHUNK + 3; i++) c.add(7, `v:${i}`);
    await c.flush();
    expect(total(written, 7)).toBe(VIEW_WRITE_CHUNK);
    expect(c.pending(7)).toBe(3);
    await c.close();
    expect(total(written, 7)).toBe(VIEW_WRITE_CHUNK + 3);
  });

  it('forgets visits older than yesterday', async () => {
    const { c, clock } = counter({ now: new Date('2026-11-20T10:00:00Z') });
    c.add(1, 'u:1');
    await c.flush();
    clock.now = new Date('2026-11-24T10:00:00Z');
    c.add(2, 'u:1');
    await c.flush();
    const rows = (await database.db.execute(sql`select item_id from view_visits order by item_id`)) as unknown as { rows: { item_id: number }[] };
    expect(rows.rows.map((r) => Number(r.item_id))).toEqual([2]);
    await c.close();
  });

  it('hands its chunks to the views queue: written by a job, a failed write tried again until it is written; at close it writes itself', async () => {
    const jobs = createJobs({ database, log: silentLog, pollingIntervalSeconds: 0.5 });
    const { c, writes, refused, failWrites } = counter();
    c.useQueue(jobs.define<ViewWriteJob>({ name: 'views.news', options: { retryDelay: 1, retryBackoff: false }, handle: (job) => c.writeVisits(job.visits) }));
    await jobs.start();
    try {
      for (let i = 0; i < VIEW_WRITE_CHUNK + 5; i++) c.add(3, `v:${i}`);
      failWrites(true);
      await c.flush();
      // Handed on: no longer this instance's to show, and in the queue (the first tries fail).
      expect(c.pending(3)).toBe(0);
      await vi.waitFor(() => expect(refused.count).toBeGreaterThanOrEqual(1), { timeout: 20_000, interval: 50 });
      failWrites(false);
      await vi.waitFor(() => expect(total(writes, 3)).toBe(VIEW_WRITE_CHUNK + 5), { timeout: 20_000, interval: 100 });
      await vi.waitFor(async () => expect(await jobs.idle()).toBe(true), { timeout: 20_000, interval: 100 });
      expect(await jobs.failures(10)).toEqual([]);
    } finally {
      await jobs.stop(1000);
    }
    // The queue has stopped: what is left is written by the counter itself.
    c.add(4, 'u:9');
    await c.close();
    expect(total(writes, 4)).toBe(1);
  });
});
