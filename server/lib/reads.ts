import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { onPage } from './paging';
import type { Db } from '../db/client';

/** Reads the repositories share. */

/** The row of `table` whose `column` (a unique one: an id, a guid, a meta, a phone) is `value`, or null. */
export async function rowWhere<T extends PgTable>(db: Db, table: T, column: PgColumn, value: unknown): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * A page of a list (`query`, filtered and ordered, made `.$dynamic()`) and the number of rows of
 * `from` that `where` matches (its total, counted in parallel).
 */
export async function pageWithTotal<Q extends PgSelect>(db: Db, query: Q, from: PgTable, where: SQL | undefined, paging: { page: number; pageSize: number }): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, [{ total }]] = await Promise.all([onPage(query, paging), db.select({ total: count() }).from(from).where(where)]);
  return { rows: rows as Awaited<Q>, total };
}
