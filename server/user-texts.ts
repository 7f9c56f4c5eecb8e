import type { FastifyBaseLogger } from 'fastify';
import { readAppMeta, writeAppMeta } from './db/app-meta';
import type { Db } from './db/client';
import { cleanStoredCourseDescriptions } from './modules/courses';

const VERSION_KEY = 'user_texts_version';
/**
 * Raised when a kind of user text starts being cleaned on write (server/lib/html.ts): the texts
 * stored before then are cleaned once. 1: course descriptions (issue 23).
 */
export const USER_TEXTS_VERSION = 1;

/**
 * User texts stored before their sanitiser applied to them would still hold what it drops; a SQL
 * migration cannot run the sanitiser, so the server cleans them once at start, in every module that
 * has such texts, and records the version (as search-index.ts does for search keys). Cleaning twice
 * (two instances starting together) is harmless: a clean text stays as it is.
 */
export async function ensureCleanUserTexts(db: Db, log: FastifyBaseLogger): Promise<void> {
  if ((await readAppMeta(db, VERSION_KEY)) === String(USER_TEXTS_VERSION)) return;
  const changed = await cleanStoredCourseDescriptions(db);
  await writeAppMeta(db, VERSION_KEY, String(USER_TEXTS_VERSION));
  log.info({ version: USER_TEXTS_VERSION, changed }, 'stored user texts cleaned');
}
