import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { tashkentDay } from '@shared/format/date';
import type { Db } from '../db/client';
import type { Jobs, Queue } from './jobs';

/** The columns of a module's table that a view raises: the item's integer key and its integer counter. */
export interface ViewColumns {
  id: string;
  views: string;
}

const DEFAULT_COLUMNS: ViewColumns = { id: 'id', views: 'views' };

/**
 * The write of a module whose table has an integer views column: raises many items' counters in
 * one statement (updated_at is left alone: a view is not an edit).
 */
export const raiseViewsIn =
  (table: string, columns: ViewColumns = DEFAULT_COLUMNS) =>
  async (db: Db, entries: [id: number, views: number][]): Promise<void> => {
    if (!entries.length) return;
    const values = sql.join(entries.map(([id, n]) => sql`(${id}::int, ${n}::int)`), sql`, `);
    const t = sql.identifier(table);
    const id = sql.identifier(columns.id);
    const views = sql.identifier(columns.views);
    await db.execute(sql`update ${t} set ${views} = ${t}.${views} + v.n from (values ${values}) as v(id, n) where ${t}.${id} = v.id`);
  };


/**
 * Visits written per transaction. A flush of a busy few seconds (a thousand visits to a thousand
 * products) raises a thousand rows' counters, and each raised row is a new row version in every index
 * of its table (views is indexed, so no HOT update), the trigram index of the search text included:
 * on the embedded database, one statement for all of them held the one database thread for 0.5–0.8 s
 * every 3 s while the requests queued behind it. Chunks of this size let reads in between.
 */
export const VIEW_WRITE_CHUNK = 200;

/** One visit: an item, a visitor (a user, or an anonymous visitor cookie), a day (Tashkent). */
interface Visit {
  id: number;
  visitor: string;
  day: string;
}

/** A job of a module's views queue (views.<kind>): visits to write, at most VIEW_WRITE_CHUNK. */
export interface ViewWriteJob {
  visits: Visit[];
}

/** One visit's key: an item, a visitor, a day. */
const visitKey = (v: Visit) => `${v.day}|${v.id}|${v.visitor}`;

/** Distinct visits remembered in memory per day before the set is dropped (the database still dedupes). */
const SEEN_MAX = 200_000;

export interface ViewCounterOptions {
  intervalMs?: number;
  now?: () => Date;
  /** Called with the items whose counters a flush raised, once it is written (caches of those items refresh). */
  afterWrite?: (ids: number[]) => void;
}

/**
 * Counts page views honestly and cheaply: one visitor (a signed-in user, or an anonymous visitor
 * cookie) counts once per item per day, and a popular page costs no write per read.
 *
 * add() only records the visit in memory. Every few seconds flush() hands the batch, in chunks of
 * VIEW_WRITE_CHUNK visits, to the module's views queue (views.<kind>, server/lib/jobs.ts): from then
 * on the visits outlive this instance, and a write that fails is tried again with growing waits, by
 * whichever instance is free. A chunk is written in one transaction of two statements: the visits go
 * into view_visits (its primary key drops a visit already counted today, also one counted by another
 * instance), and only the visits that were new raise the items' counters, through the module's own
 * `write` (each module updates its own table). Without a queue running (before the app is ready, at
 * shutdown once the queue has stopped, and in the counter's own tests) flush() writes the chunks
 * itself, and a chunk that fails waits in the batch for the next flush. Views not yet handed on are
 * added to what a page shows (pending()); close() writes what is left.
 */
export class ViewCounter {
  private batch = new Map<string, Visit>();
  private pendingById = new Map<number, number>();
  private seen = new Set<string>();
  private seenDay = '';
  private prunedDay = '';
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => Date;
  private readonly afterWrite?: (ids: number[]) => void;
  private flushing: Promise<void> = Promise.resolve();
  private queue?: Queue<ViewWriteJob>;

  constructor(
    private readonly db: Db,
    /** The kind of item (view_visits.kind, and the queue views.<kind>). */
    readonly kind: string,
    /** Raises the items' counters by the given numbers; runs in the transaction that records the visits. */
    private readonly write: (db: Db, entries: [id: number, views: number][]) => Promise<void>,
    opts: ViewCounterOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.afterWrite = opts.afterWrite;
    this.timer = setInterval(() => void this.flush(), opts.intervalMs ?? 3000);
    this.timer.unref();
  }

  /**
   * Records that `visitor` viewed item `id`; a repeat on the same day is ignored, and a reader who is
   * no visitor yet (null: no visitor cookie of ours, not signed in) counts nothing. Either way the
   * look is recorded for a kept page (recordingViews), whose later readers may be visitors.
   */
  add(id: number, visitor: string | null): void {
    viewsSeen.getStore()?.push({ counter: this, id });
    if (visitor === null) return;
    const day = tashkentDay(this.now());
    if (day !== this.seenDay || this.seen.size >= SEEN_MAX) {
      this.seen = new Set();
      this.seenDay = day;
    }
    const key = visitKey({ id, visitor, day });
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.batch.set(key, { id, visitor, day });
    this.pendingById.set(id, (this.pendingById.get(id) ?? 0) + 1);
  }

  /** Views of this item recorded here and not yet written. */
  pending(id: number): number {
    return this.pendingById.get(id) ?? 0;
  }

  /** From now on a flush hands its chunks to this queue, whose jobs call writeVisits (createViewCounter). */
  useQueue(queue: Queue<ViewWriteJob>): void {
    this.queue = queue;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.batch.size === 0) return;
      const visits = [...this.batch.values()];
      this.batch = new Map();
      this.pendingById = new Map();
      const queue = this.queue?.accepting() ? this.queue : undefined;
      for (let start = 0; start < visits.length; start += VIEW_WRITE_CHUNK) {
        const chunk = visits.slice(start, start + VIEW_WRITE_CHUNK);
        try {
          if (queue) await queue.send({ visits: chunk });
          else await this.writeVisits(chunk);
        } catch {
          // This chunk and the ones after it wait for the next flush; the chunks before it are written.
          for (const visit of visits.slice(start)) this.requeue(visit);
          return;
        }
      }
      await this.prune().catch(() => undefined);
    });
    return this.flushing;
  }

  private requeue(visit: Visit) {
    const key = visitKey(visit);
    if (this.batch.has(key)) return;
    this.batch.set(key, visit);
    this.pendingById.set(visit.id, (this.pendingById.get(visit.id) ?? 0) + 1);
  }

  /** Writes some visits and raises their items' counters, in one transaction (a job of the views queue, or a flush itself). */
  async writeVisits(visits: readonly Visit[]): Promise<void> {
    const rows = sql.join(
      visits.map((v) => sql`(${this.kind}, ${v.id}::int, ${v.visitor}, ${v.day}::date)`),
      sql`, `,
    );
    // One transaction: a visit is recorded only together with the raised counter, so a failed write
    // can be retried without the retry finding its visits "already counted".
    const raised = await this.db.transaction(async (tx) => {
      const inserted = (await tx.execute(
        sql`insert into view_visits (kind, item_id, visitor, day) values ${rows} on conflict do nothing returning item_id`,
      )) as unknown as { rows: { item_id: number }[] };
      const counts = new Map<number, number>();
      for (const row of inserted.rows) counts.set(Number(row.item_id), (counts.get(Number(row.item_id)) ?? 0) + 1);
      if (counts.size) await this.write(tx, [...counts]);
      return [...counts.keys()];
    });
    if (raised.length) this.afterWrite?.(raised);
  }

  /** Once a day: forget visits older than yesterday (yesterday stays, for visitors around midnight). */
  private async prune() {
    const today = tashkentDay(this.now());
    if (this.prunedDay === today) return;
    await this.db.execute(sql`delete from view_visits where kind = ${this.kind} and day < ${today}::date - 1`);
    this.prunedDay = today;
  }

  /** Writes what is left itself: at close the queue has stopped (its preClose) while the database is still open. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.queue = undefined;
    await this.flush();
  }
}

/** A view a piece of work caused: which counter, which item. */
export interface ViewTouch {
  counter: ViewCounter;
  id: number;
}

const viewsSeen = new AsyncLocalStorage<ViewTouch[]>();

/**
 * Runs `work` and tells which views it counted (through any counter, in any request it makes in
 * process): a server render's API calls count the page's views, and a cached copy of the page counts
 * the same views for each reader it is sent to (replayViews), as a render of their own would.
 */
export async function recordingViews<T>(work: () => Promise<T>): Promise<{ result: T; views: ViewTouch[] }> {
  const views: ViewTouch[] = [];
  const result = await viewsSeen.run(views, work);
  return { result, views };
}

/** Counts the recorded views again, for this visitor (a repeat on the same day is ignored, as ever). */
export function replayViews(views: readonly ViewTouch[], visitor: string): void {
  for (const { counter, id } of views) counter.add(id, visitor);
}

/**
 * A module's views queue, declared in the module's own files and handed in through its createXModule:
 * the kind of item (view_visits.kind, the queue views.<kind>), the table whose counters a view raises
 * (and its columns, id and views unless said), or a write of the module's own instead.
 */
export interface ViewQueue extends Pick<ViewCounterOptions, 'afterWrite'> {
  kind: string;
  table: string;
  columns?: ViewColumns;
  /** Instead of raising the table's counters alone (news also counts its views per day). */
  write?: (db: Db, entries: [id: number, views: number][]) => Promise<void>;
}

/**
 * A module's view counter: its batches written through its queue (views.<kind>) into the module's own
 * table. The composition (server/app.ts) closes it with the app, which writes what is left.
 */
export function createViewCounter({ db, jobs }: { db: Db; jobs: Pick<Jobs, 'define'> }, queue: ViewQueue): ViewCounter {
  const counter = new ViewCounter(db, queue.kind, queue.write ?? raiseViewsIn(queue.table, queue.columns), { afterWrite: queue.afterWrite });
  // Completed jobs go after an hour: they are many (one per chunk per flush per instance) and only a failure is worth keeping.
  counter.useQueue(jobs.define<ViewWriteJob>({ name: `views.${queue.kind}`, options: { deleteAfterSeconds: 3600 }, concurrency: 2, handle: (job) => counter.writeVisits(job.visits) }));
  return counter;
}
