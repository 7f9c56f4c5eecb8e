import { keepPlan, type Db } from '../db/client';

/**
 * A statement prepared once per database, for the hottest fixed-shape queries (those asked on every
 * request of a signed-in caller, or on every cache miss of a page). Prepared with a name, it is
 * parsed and planned once per connection on PostgreSQL instead of on every request; on the embedded
 * PGlite, whose Drizzle driver has no named statements, the database keeps its plan through
 * keepPlan (server/db/pglite-plans.ts). Keyed by the database, so that two apps
 * in one process (tests) keep theirs apart. Never for queries whose best plan depends on their
 * values, such as searches: a plan made once would serve every word alike.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      byDb.set(db, (statement = prepare(db)));
      // Drizzle's PGlite statement holds its SQL as queryString (the server's, as config.text).
      const text = (statement as { queryString?: unknown }).queryString;
      if (typeof text === 'string') keepPlan(db, text);
    }
    return statement;
  };
}
