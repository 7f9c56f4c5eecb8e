import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';
import { ensureSearchKeys } from './search-index';
import { ensureCleanUserTexts } from './user-texts';
import { shutDownOnSignals } from './lib/shutdown';

/** Reads config, opens and migrates the database, brings search keys and stored user texts up to date, seeds demo content once, listens, closes gracefully at SIGTERM (lib/shutdown.ts). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  const app = await buildApp({ config, database });
  await ensureSearchKeys(app.db, app.log);
  await ensureCleanUserTexts(app.db, app.log);
  if (config.seedDemo) await seedIfEmpty(app.db, app.blobs, app.log);
  await app.listen({ port: config.port, host: config.host });
  if (config.env === 'production' && !config.publicUrl) {
    app.log.warn("PUBLIC_URL is not set: canonical links, link previews, robots.txt and the sitemap name each request's Host header, and robots.txt and the sitemap are not kept by shared caches (docs/deploy.md)");
  }
  if (config.env === 'production' && config.sms.provider === 'log') {
    app.log.warn('No SMS provider (SMS_PROVIDER, SMS_API_URL): the codes of sign-up and password reset are written to this log, not sent (docs/deploy.md, "SMS")');
  }

  shutDownOnSignals(app, { drainMs: config.shutdownDrainMs });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
