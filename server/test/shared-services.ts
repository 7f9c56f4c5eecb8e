import { Redis } from 'ioredis';

/**
 * The PostgreSQL server and Redis that tests of several instances share (two apps on one database
 * and one Redis: chat fan-out, the page cache's signal, session revocations). CI has both; a
 * machine without them skips those tests with the reason printed rather than failing.
 */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the shared PostgreSQL or Redis cannot be used here, or null when both answer. */
export async function sharedServicesMissing(needs: { postgres?: boolean; redis?: boolean } = { postgres: true, redis: true }): Promise<string | null> {
  if (needs.postgres) {
    try {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
      await c.connect();
      await c.end();
    } catch (err) {
      return `PostgreSQL not reachable at ${TEST_PG_URL}: ${(err as Error).message}`;
    }
  }
  if (needs.redis) {
    const r = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on('error', () => undefined);
    try {
      await r.connect();
      await r.ping();
    } catch (err) {
      return `Redis not reachable at ${TEST_REDIS_URL}: ${(err as Error).message}`;
    } finally {
      r.disconnect();
    }
  }
  return null;
}
