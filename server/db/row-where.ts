import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The row of `table` whose `column` (a unique one: an id, a guid, a meta, a phone) is `value`, or null. */
export async function rowWhere<T extends PgTable>(db: Db, table: T, column: PgColumn, value: unknown): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}
