import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

export { createScratchDatabase };

/**
 * A fresh database for one test file, with the real migrations applied:
 * a copy of the migrated PGlite snapshot, or a new PostgreSQL database when TEST_DATABASE_URL is set
 * (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = fs.readFileSync(inject('dbSnapshot'));
    return openDatabase({ loadDataDir: new Blob([snapshot]), migrate: false });
  }
  const scratch = await createScratchDatabase(serverUrl, 'ipak_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
