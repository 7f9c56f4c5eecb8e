import type { Db } from '../db/client';

/**
 * Counts the statements sent to the database (PGlite or the pg pool) while `fn` runs, so tests can
 * assert that a list is a fixed number of queries whatever its length (no N+1).
 */
export async function countQueries(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}
