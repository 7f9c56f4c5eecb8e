import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Plans kept on the embedded database for the statements the code prepares (server/lib/prepared.ts).
 *
 * On PostgreSQL a named statement is parsed and planned once per connection. Drizzle's PGlite driver
 * has no named statements: every call parses and plans its SQL again, and for a product page (three
 * tables and two sub-selects) planning was most of the query: 1.1–1.3 ms a call against 0.43–0.47 ms
 * for the same query PREPAREd once and EXECUTEd (measured at 100,000 products, docs/benchmarks.md).
 * PGlite runs on the server's one thread, so that time is every other request's wait too.
 *
 * So the client's query() is wrapped: SQL that was registered with keep() is PREPAREd under a name
 * of its own the first time it runs and EXECUTEd after, its values written as quoted literals (an
 * untyped literal takes the type PREPARE inferred for its parameter, as a bound value would; with
 * standard_conforming_strings on, doubling the quote is all the escaping a literal needs). SQL that
 * cannot be prepared this way (a parameter whose type PREPARE cannot infer) or values that are not
 * plain scalars run as before. PostgreSQL re-plans a kept statement by itself when a table it reads
 * changes shape, and chooses between custom and generic plans as it does for any prepared statement.
 */
export interface KeptPlans {
  /** Registers fixed-shape SQL whose plan is kept from its first run on. */
  keep(text: string): void;
  /** How many statements are prepared now (tests). */
  readonly prepared: number;
}

type Query = PGlite['query'];

function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? null : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  return null;
}

export function keepPlans(client: PGlite): KeptPlans {
  const query: Query = client.query.bind(client);
  const kept = new Set<string>();
  /** SQL → its statement's name; null once it failed to prepare (it runs as before). */
  const names = new Map<string, string | null>();
  const preparing = new Map<string, Promise<string | null>>();
  let count = 0;

  async function nameOf(text: string): Promise<string | null> {
    const known = names.get(text);
    if (known !== undefined) return known;
    let pending = preparing.get(text);
    if (!pending) {
      const name = `ipak_kept_${++count}`;
      pending = query(`PREPARE ${name} AS ${text}`)
        .then(() => name)
        .catch(() => null)
        .then((result) => {
          names.set(text, result);
          preparing.delete(text);
          return result;
        });
      preparing.set(text, pending);
    }
    return pending;
  }

  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!kept.has(text)) return query<T>(text, params, options);
    const values = (params ?? []).map(literal);
    if (values.some((v) => v === null)) return query<T>(text, params, options);
    const name = await nameOf(text);
    if (!name) return query<T>(text, params, options);
    return query<T>(values.length ? `EXECUTE ${name}(${values.join(', ')})` : `EXECUTE ${name}`, [], options);
  }) as Query;

  return {
    keep: (text) => void kept.add(text),
    get prepared() {
      return [...names.values()].filter(Boolean).length;
    },
  };
}
