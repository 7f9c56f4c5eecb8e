import { asc, getTableColumns, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../db/client';

/**
 * Search on a stored search key (searchKey of @shared/text/uzbek). Each word of the query, already a
 * search key (searchWords), must occur somewhere in the column: `like '%word%'`, which PostgreSQL
 * serves from a pg_trgm GIN index on that column.
 */
/** Escapes LIKE's wildcards in a word. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const containsEveryWord = (column: AnyColumn, words: readonly string[]): SQL[] =>
  words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`);

/**
 * Prefix matching for suggestions as you type (the header's search, issue 40): each word of the query
 * must begin a word of the stored key (`like 'w%' or like '% w%'`), served by the same pg_trgm index.
 */
export const startsEveryWord = (column: AnyColumn, words: readonly string[]): SQL[] =>
  words.map((word) => {
    const w = escapeLike(word);
    return sql`(${column} like ${`${w}%`} or ${column} like ${`% ${w}%`})`;
  });

/**
 * Recomputes a table's stored search keys from their source columns, a batch at a time by id, and
 * writes only the rows whose key changed (one UPDATE … CASE per batch). For the start-up rebuild
 * after searchKey changes (server/db/search-index.ts). Answers how many rows changed.
 */
export function rebuildSearchKeys<S extends Record<string, PgColumn>>(
  db: Db,
  table: PgTable & { id: PgColumn },
  searchColumn: PgColumn,
  sources: S,
  text: (row: { [K in keyof S]: S[K]['_']['data'] }) => string,
  batchSize = 500,
): Promise<number> {
  const read = (after: number, limit: number) =>
    db
      .select({ id: table.id, key: searchColumn, ...sources })
      .from(table as PgTable)
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(limit) as Promise<Array<{ id: number; key: string } & { [K in keyof S]: S[K]['_']['data'] }>>;
  return rewriteSearchKeys(db, table, searchColumn, read, text, batchSize);
}

/**
 * rebuildSearchKeys for a key made of more than the table's own columns (a course's holds its
 * category's titles and its teacher's name): `read` answers the rows after an id, in id order, with
 * their stored key and what the key is made from. Answers how many rows changed.
 */
export async function rewriteSearchKeys<R>(
  db: Db,
  table: PgTable & { id: PgColumn },
  searchColumn: PgColumn,
  read: (afterId: number, limit: number) => Promise<Array<{ id: number; key: string } & R>>,
  text: (row: R) => string,
  batchSize = 500,
): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await read(after, batchSize);
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1].id;
    const updates = rows.map((r) => ({ id: r.id, key: searchKey(text(r)) })).filter((u, i) => u.key !== rows[i].key);
    if (updates.length === 0) continue;
    const cases = sql.join(
      updates.map((u) => sql`when ${table.id} = ${u.id} then ${u.key}`),
      sql` `,
    );
    await db
      .update(table as PgTable)
      .set({ [columnKey(table, searchColumn)]: sql`case ${cases} end` })
      .where(inArray(table.id, updates.map((u) => u.id)));
    changed += updates.length;
  }
}

/** The property name under which a table declares a column (what drizzle's .set() takes). */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in this table`);
  return entry[0];
}

/**
 * What a search calls before it runs queries that its module's cache did not answer (issue 38): for a
 * request, the per-address search limit (countSearch of server/plugins/rate-limits.ts), which throws a
 * 429 past it; a search answered from a cache never calls it.
 */
export type SearchGate = () => Promise<void>;
export const ungated: SearchGate = async () => undefined;
