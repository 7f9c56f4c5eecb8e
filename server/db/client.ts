import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { keepPlans, type KeptPlans } from './pglite-plans';

/** The one database type the code sees, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** For tests: a snapshot of an embedded database (PGlite only). */
  dump?(): Promise<Blob | File>;
  /** The connection pool's state now (PostgreSQL only: the embedded database is one connection in this process). */
  pool?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * How another client reaches the same database (the job queue, server/lib/jobs.ts): the server's
   * address, or the embedded database's one connection.
   */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumpDataDir() snapshot. */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite; applies the migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts);
  if (opts.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // bigint (int8) as a JS number: every bigint we keep (money, ids) is below 2^53.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server drops (a restart, a failover, DROP DATABASE in tests) makes the
  // pool emit 'error'; unhandled, that would crash the process. The pool replaces the connection.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.error(`database connection lost: ${err.message}`);
  });
  const db = drizzle(pool, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    close: () => pool.end(),
    pool: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The embedded databases' kept plans (pglite-plans.ts), by their Db. */
const keptPlansOf = new WeakMap<Db, KeptPlans>();

/**
 * Asks the embedded database to keep the plan of this fixed-shape SQL (server/lib/prepared.ts); a
 * PostgreSQL server keeps the plans of named statements by itself, so there this does nothing.
 */
export function keepPlan(db: Db, text: string): void {
  keptPlansOf.get(db)?.keep(text);
}

/** How many plans the embedded database keeps now (tests); 0 on PostgreSQL. */
export const keptPlanCount = (db: Db): number => keptPlansOf.get(db)?.prepared ?? 0;

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let unlock = () => {};
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockEmbeddedDatabase(opts.dataDir);
  }
  try {
    const client = await PGlite.create(opts.dataDir, {
      extensions: { pg_trgm },
      loadDataDir: opts.loadDataDir,
      // int8 as a JS number, as for PostgreSQL above.
      parsers: { 20: (v: string) => Number(v) },
    });
    const plans = keepPlans(client);
    const db = drizzle(client, { casing: 'snake_case' }) as unknown as Db;
    keptPlansOf.set(db, plans);
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { db, kind: 'pglite', connection: { kind: 'pglite', client }, close, dump: () => client.dumpDataDir('none') };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** The embedded database is held by another process (a running server): refused with what to do. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by a running server (process ${pid}). ` +
        'Stop the server first: the embedded database (PGlite) is one process’s at a time, and a second one would write into a copy the server never reads. ' +
        `Or run on PostgreSQL (DATABASE_URL), which any number of processes share. (No server running? Remove ${lockFile}.)`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the embedded database for this process: PGlite has no lock of its own (its postmaster.pid
 * names no real process), and two processes on one data directory each work on their own copy in
 * memory: what one writes, the other never sees, and the last to write wins. `DATA_DIR/db.lock`
 * holds the owner's process id; a lock whose process is gone (killed, a machine restart) is taken
 * over. Answers the release, called by close().
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = `${path.resolve(dataDir)}.lock`;
  const mine = String(process.pid);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner = NaN;
    try {
      owner = Number(fs.readFileSync(file, 'utf8').trim());
    } catch {
      continue; // Released meanwhile: try again.
    }
    // Our own id is a process before us that had it (a container restarted: the server is process 1 again).
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) throw new EmbeddedDatabaseInUseError(path.resolve(dataDir), owner, file);
    fs.rmSync(file, { force: true }); // Its process is gone.
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
