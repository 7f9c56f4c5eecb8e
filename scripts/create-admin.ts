// npm run create-admin -- --phone 9XXXXXXXX --password P [--first-name Ism]
// Creates a superadmin, or promotes the existing account with that phone (and sets its password); its
// profile counts as completed. On the embedded database, stop the server first: PGlite allows one
// process at a time, and while a server holds DATA_DIR this refuses (server/db/client.ts, db.lock).
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createOrPromoteSuperadmin } from '../server/modules/users/admin-accounts.service';

async function main() {
  const { values } = parseArgs({
    options: { phone: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string', default: 'Admin' } },
  });
  if (!values.phone || !values.password) {
    console.error('Usage: npm run create-admin -- --phone 9XXXXXXXX --password P [--first-name Ism]');
    process.exit(2);
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
    return;
  }
  try {
    const result = await createOrPromoteSuperadmin(database.db, { phone: values.phone, password: values.password, firstName: values['first-name']! });
    console.log(`${result.created ? 'Created' : 'Promoted'} superadmin +998${result.phone} (${result.guid}).`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
