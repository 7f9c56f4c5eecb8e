/**
 * npm run seed — opens the configured database (DATABASE_URL, else the embedded one in DATA_DIR),
 * applies the migrations and loads the demo content when there are no users yet; prints what it did.
 * The server does the same on start unless SEED_DEMO=false.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { blobStoreFor } from '../server/plugins/storage';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../server/seed';

/** The seed logs a line or two; print them plainly. */
function consoleLogger(): FastifyBaseLogger {
  const write = (level: string) => (a: unknown, b?: unknown) => {
    const [fields, message] = typeof a === 'string' ? [undefined, a] : [a, b];
    console.log(`[${level}] ${message ?? ''}${fields ? ' ' + JSON.stringify(fields) : ''}`);
  };
  const log = { level: 'info', fatal: write('fatal'), error: write('error'), warn: write('warn'), info: write('info'), debug: () => {}, trace: () => {}, silent: () => {} };
  return { ...log, child: () => consoleLogger() } as unknown as FastifyBaseLogger;
}

async function main() {
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/db`;
  const blobs = blobStoreFor(config);
  console.log(`Database: ${where}\nFiles:    ${config.s3 ? `bucket ${config.s3.bucket} (S3_BUCKET)` : config.uploadsDir}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  try {
    const result = await seedIfEmpty(database.db, blobs, consoleLogger());
    if (!result.seeded) {
      console.log('Nothing to do: the database already has users (the demo seed only fills an empty database).');
      return;
    }
    console.log(`\nDemo content loaded in ${(result.ms / 1000).toFixed(1)} s:`);
    for (const [name, count] of Object.entries(result.counts ?? {})) console.log(`  ${name.padEnd(18)} ${count}`);
    console.log('\nSign in with (password for all: ' + DEMO_ACCOUNTS[0].password + '):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(11)} +998 ${a.phone}  ${a.firstName} ${a.lastName}`);
  } finally {
    await Promise.all([database.close(), blobs.close()]);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
