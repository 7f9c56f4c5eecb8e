import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';
import { ensureSearchKeys } from './search-index';
import { ensureCleanUserTexts } from './user-texts';

/** Reads config, opens and migrates the database, brings search keys and stored user texts up to date, seeds demo content once, listens, closes gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  const app = await buildApp({ config, database });
  await ensureSearchKeys(app.db, app.log);
  await ensureCleanUserTexts(app.db, app.log);
  if (config.seedDemo) await seedIfEmpty(app.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
