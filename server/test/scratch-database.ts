import { randomBytes } from 'node:crypto';

// Apart from database.ts (which reads vitest's injected snapshot), so scripts outside the test runner
// (npm run cluster, the cluster bench) make their databases the same way.
/** A new, empty database on the PostgreSQL server at serverUrl: its address, and how to drop it (even with connections open). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
