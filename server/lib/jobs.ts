import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type DrizzleTransactionLike, type QueueOptions } from 'pg-boss';
import type { Database, Db } from '../db/client';

/**
 * Work that runs after (or apart from) a request, on a queue in PostgreSQL (pg-boss): each job runs
 * once across all instances (workers claim jobs with SKIP LOCKED), a job that throws is tried again
 * after a growing wait, and a queued job outlives the instance that queued it (a restart, a crash: the
 * next instance up takes it). Schedules (cron) send one job per slot, however many instances run.
 *
 * A module defines its queues while the app is built (define: a name, its retry rules, its handler)
 * and keeps the returned handle to send with; the app starts the queue when it is ready and stops it
 * at shutdown, handing back what it has not started (server/plugins/jobs.ts).
 */

/** pg-boss's tables live in a schema of their own. */
export const JOBS_SCHEMA = 'pgboss';

/** How a queue's failed jobs are tried again unless its definition says otherwise: 5 more times, after about 2, 4, 8, 16, 32 s (with jitter), never more than 10 minutes apart. */
const DEFAULT_RETRIES: QueueOptions = { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 };

interface QueueDefinition<T extends object> {
  /** The queue's name: `<module>.<what>` (letters, digits, dots, dashes). */
  name: string;
  /** Retry and expiry rules (pg-boss QueueOptions); DEFAULT_RETRIES where left out. */
  options?: QueueOptions;
  /** Sent by this schedule (cron, Tashkent time) instead of by the code: one job per slot across instances. */
  cron?: string;
  /** How many of this queue's jobs one instance runs at once (1 unless said). */
  concurrency?: number;
  /**
   * How many jobs of one group (a job's `group`, e.g. one user's) run at once across all instances:
   * one group's slow jobs then hold at most this many workers, and the others serve everyone else.
   * pg-boss checks it as a worker fetches, without a lock: two workers fetching at the same instant
   * may each start a job of one group (PostgreSQL), so it bounds a group's share, it does not order
   * the group's jobs strictly (a queue that must would need pg-boss's key_strict_fifo policy).
   */
  groupConcurrency?: number;
  /** Runs one job. Throws to have it tried again (or, past its retries, marked failed). */
  handle(data: T): Promise<void>;
}

/** A defined queue, to send jobs to. */
export interface Queue<T extends object> {
  readonly name: string;
  /** Whether a send is taken now: the queue has started and not stopped (before and after, a caller does the work itself). */
  accepting(): boolean;
  /**
   * Queues one job. With `tx`, inside the caller's transaction: the job exists if and only if the
   * caller's write commits (nothing is lost to a crash between the two, nothing runs for a write rolled back).
   */
  send(data: T, tx?: Db): Promise<void>;
  /**
   * Queues one job in a group (QueueDefinition.groupConcurrency), to run no sooner than `afterSeconds`
   * from now (a service that said when to come back: Telegram's retry_after); with `tx`, inside the
   * caller's transaction, as send's.
   */
  sendInGroup(data: T, group: string, afterSeconds?: number, tx?: Db): Promise<void>;
  /** Queues several jobs in one statement: all or none. */
  sendAll(data: readonly T[]): Promise<void>;
  /**
   * Queues a job under a key, or, when a job of that key is still waiting (to run, or for a retry's
   * time), replaces that job's data: only the latest of a key waits. `group` is the job's group
   * (QueueDefinition.groupConcurrency); `afterSeconds`, when given, is how long from now it waits at
   * least (a service that said when to come back: Telegram's retry_after).
   */
  upsert(key: string, data: T, group?: string, afterSeconds?: number): Promise<void>;
  /** How many jobs of a group are waiting (to run, or for a retry's time). */
  waiting(group: string): Promise<number>;
}

/** A queue's jobs now, as the admin area and /metrics show them. */
interface QueueDepth {
  name: string;
  /** Waiting to run now. */
  ready: number;
  /** Waiting for their time (a retry's wait, or a later start). */
  deferred: number;
  active: number;
  /** Failed for good (retries used up), still kept. */
  failed: number;
}

/**
 * An error a job throws to say why it failed in a short code (e.g. `push.timeout`) and, where there
 * was one, an HTTP status: what the jobs page shows. The message (for the log) is never shown there.
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** The codes a JobFailure may carry: dotted lower-case words. */
const FAILURE_CODE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

interface FailedJob {
  queue: string;
  id: string;
  /** The last attempt's error message. */
  error: string;
  /** The last attempt's JobFailure code, or `job.failed` when it threw anything else. */
  code: string;
  /** The HTTP status of the last attempt's JobFailure, when it had one. */
  status: number | null;
  attempts: number;
  failedAt: Date;
}

export interface Jobs {
  define<T extends object>(definition: QueueDefinition<T>): Queue<T>;
  /** Starts the queue: creates the defined queues, their schedules and workers. Sends before this wait for it. */
  start(): Promise<void>;
  /**
   * Stops taking jobs, lets the running ones finish for up to `timeoutMs`, and closes. A job still
   * running then is handed back: it expires and runs again on another instance.
   */
  stop(timeoutMs: number): Promise<void>;
  depths(): Promise<QueueDepth[]>;
  failures(limit: number): Promise<FailedJob[]>;
  /** Tests: resolves once no job of any defined queue is waiting to run now or running. */
  idle(): Promise<boolean>;
}

export interface JobsOptions {
  database: Database;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * How often an idle worker asks for jobs (s; 5 unless said). A job sent is announced at once
   * (LISTEN/NOTIFY); this is how soon a retry whose wait is over, or a scheduled job, is taken.
   */
  pollingIntervalSeconds?: number;
}

/** pg-boss's connection: its own small pool on a PostgreSQL server, or the embedded database's one connection. */
function connectionOptions(database: Database): ConstructorOptions {
  if (database.connection.kind === 'postgres') return { connectionString: database.connection.url, max: 3, application_name: 'ipak-jobs' };
  // The embedded database has no autovacuum to watch (server/plugins/db-maintenance.ts vacuums it) and
  // one connection: no concurrent reindexing either.
  return { db: fromPglite(database.connection.client), backend: 'pglite', monitorVacuum: false, reindex: false };
}

/**
 * Creates (or brings up to date) pg-boss's schema, without starting anything. The app's start does
 * the same; this lets the test snapshot carry the schema, so a test's app starts in a moment.
 */
export async function installJobsSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...connectionOptions(database), schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, close: database.connection.kind === 'postgres' });
}

/** One job queue's state, shared by the functions below: pg-boss, the defined queues, and where it is in its life. */
interface JobsState {
  opts: JobsOptions;
  boss: PgBoss;
  polling: number;
  definitions: Map<string, QueueDefinition<object>>;
  started: Promise<void> | null;
  stopped: boolean;
  /** Started and not stopping: sends are taken. */
  running: boolean;
}

/** pg-boss on the app's database: it migrates its schema, wakes workers when a job is sent, supervises and schedules; its errors go to the log. */
function createBoss(opts: JobsOptions): PgBoss {
  const boss = new PgBoss({
    ...connectionOptions(opts.database),
    schema: JOBS_SCHEMA,
    migrate: true,
    // Workers wake when a job is sent (LISTEN/NOTIFY); polling stays as the floor.
    useListenNotify: true,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => opts.log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
  return boss;
}

/** Waits for the start; a send or a count before it is a mistake. */
async function ready(state: JobsState): Promise<void> {
  if (!state.started) throw new Error('the job queue has not started');
  await state.started;
}

export function createJobs(opts: JobsOptions): Jobs {
  const state: JobsState = { opts, boss: createBoss(opts), polling: opts.pollingIntervalSeconds ?? 5, definitions: new Map(), started: null, stopped: false, running: false };
  return {
    define: (definition) => defineQueue(state, definition),
    start() {
      state.started ??= startAll(state).then(() => {
        state.running = true;
      });
      return state.started;
    },
    stop: (timeoutMs) => stopJobs(state, timeoutMs),
    depths: () => depths(state),
    failures: (limit) => failures(state, limit),
    idle: () => idle(state),
  };
}

/** Defines a queue (before the start) and answers its handle. */
function defineQueue<T extends object>(state: JobsState, definition: QueueDefinition<T>): Queue<T> {
  const { boss, definitions } = state;
  if (state.started) throw new Error(`queue ${definition.name} defined after the start`);
  if (definitions.has(definition.name)) throw new Error(`queue ${definition.name} defined twice`);
  definitions.set(definition.name, definition as QueueDefinition<object>);
  return {
    name: definition.name,
    accepting: () => state.running,
    async send(data, tx) {
      await ready(state);
      // The adapter asks only for `execute`, whose answer (rows, in PGlite's and node-postgres' shapes) it reads itself.
      await boss.send(definition.name, data, tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : undefined);
    },
    async sendInGroup(data, group, afterSeconds = 0, tx) {
      await ready(state);
      await boss.send(definition.name, data, {
        group: { id: group },
        ...(afterSeconds > 0 ? { startAfter: Math.ceil(afterSeconds) } : {}),
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
      });
    },
    async sendAll(data) {
      if (!data.length) return;
      await ready(state);
      await boss.insert(
        definition.name,
        data.map((d) => ({ data: d })),
      );
    },
    async upsert(key, data, group, afterSeconds = 0) {
      await ready(state);
      const { jobs: kept } = await boss.upsert(definition.name, data, {
        singletonKey: key,
        ...(group ? { group: { id: group } } : {}),
        ...(afterSeconds > 0 ? { startAfter: Math.ceil(afterSeconds) } : {}),
      });
      // A job of the key waiting for a retry's time sits beside the one just queued (sent while it
      // ran): the older message goes, the newer carries on.
      await boss
        .getDb()
        .executeSql(`delete from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 and state in ('created', 'retry') and not (id = any($3::uuid[]))`, [definition.name, key, kept]);
    },
    async waiting(group) {
      await ready(state);
      const { rows } = await boss
        .getDb()
        .executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and group_id = $2 and state in ('created', 'retry')`, [definition.name, group]);
      return (rows as { n: number }[])[0]!.n;
    },
  };
}

/** Starts pg-boss, creates (or updates) every defined queue and its schedule, then its workers. */
async function startAll({ boss, definitions, polling }: JobsState): Promise<void> {
  await boss.start();
  for (const definition of definitions.values()) {
    const options = { ...DEFAULT_RETRIES, ...definition.options, notify: true };
    // A cap on the wait only goes with growing waits (pg-boss refuses it with fixed ones).
    if (!options.retryBackoff) delete options.retryDelayMax;
    await boss.createQueue(definition.name, options);
    await boss.updateQueue(definition.name, options);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: 'Asia/Tashkent' });
    else await boss.unschedule(definition.name).catch(() => undefined);
  }
  for (const definition of definitions.values()) {
    await boss.work<object>(
      definition.name,
      {
        batchSize: 1,
        localConcurrency: definition.concurrency ?? 1,
        ...(definition.groupConcurrency ? { groupConcurrency: definition.groupConcurrency } : {}),
        pollingIntervalSeconds: polling,
        notifyPollingIntervalSeconds: polling,
      },
      async ([job]) => {
        // A scheduled job carries no data.
        if (job) await definition.handle(job.data ?? {});
      },
    );
  }
}

async function stopJobs(state: JobsState, timeoutMs: number): Promise<void> {
  if (state.stopped || !state.started) return;
  state.stopped = true;
  state.running = false;
  await state.started.catch(() => undefined);
  // The embedded database's one connection is the app's: the app closes it.
  await state.boss.stop({ graceful: true, timeout: timeoutMs, close: state.opts.database.connection.kind === 'postgres' });
}

/** Counted now, from the jobs themselves (pg-boss's own counts are a minute's cache). */
async function depths(state: JobsState): Promise<QueueDepth[]> {
  await ready(state);
  const names = [...state.definitions.keys()];
  const { rows } = await state.boss.getDb().executeSql(
    `select name,
       count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
       count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed
     from ${JOBS_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active', 'failed') group by name`,
    [names],
  );
  const counted = new Map((rows as QueueDepth[]).map((r) => [r.name, r]));
  return names.sort().map((name) => counted.get(name) ?? { name, ready: 0, deferred: 0, active: 0, failed: 0 });
}

async function failures(state: JobsState, limit: number): Promise<FailedJob[]> {
  await ready(state);
  const { rows } = await state.boss.getDb().executeSql(
    `select name, id, output, retry_count, completed_on from ${JOBS_SCHEMA}.job where state = 'failed' and name = any($1) order by completed_on desc limit $2`,
    [[...state.definitions.keys()], limit],
  );
  return (rows as { name: string; id: string; output: { message?: unknown; code?: unknown; status?: unknown } | null; retry_count: number; completed_on: Date | string }[]).map((r) => ({
    queue: r.name,
    id: r.id,
    error: typeof r.output?.message === 'string' ? r.output.message : '',
    code: typeof r.output?.code === 'string' && FAILURE_CODE.test(r.output.code) ? r.output.code : 'job.failed',
    status: Number.isInteger(r.output?.status) ? (r.output!.status as number) : null,
    attempts: r.retry_count + 1,
    failedAt: new Date(r.completed_on),
  }));
}

async function idle(state: JobsState): Promise<boolean> {
  await ready(state);
  const { rows } = await state.boss.getDb().executeSql(
    `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    [[...state.definitions.keys()]],
  );
  return (rows as { n: number }[])[0]!.n === 0;
}
