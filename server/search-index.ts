import type { FastifyBaseLogger } from 'fastify';
import { SEARCH_KEY_VERSION } from '@shared/text/uzbek';
import { readAppMeta, writeAppMeta } from './db/app-meta';
import type { Db } from './db/client';
import { rebuildAnnouncementSearchKeys } from './modules/announcements';
import { rebuildCourseSearchKeys } from './modules/courses';
import { rebuildNewsSearchKeys } from './modules/news';
import { rebuildShopSearchKeys } from './modules/shop';
import { rebuildUserSearchKeys } from './modules/users';

const VERSION_KEY = 'search_key_version';

/**
 * Stored search keys are made by searchKey (@shared/text/uzbek). When its folding changes
 * (SEARCH_KEY_VERSION), keys already stored would no longer meet the queries; a SQL migration cannot
 * run that function, so the server rebuilds them once at start, in every module that searches, and
 * records the version. Rebuilding twice (two instances starting together) is harmless.
 */
export async function ensureSearchKeys(db: Db, log: FastifyBaseLogger): Promise<void> {
  if ((await readAppMeta(db, VERSION_KEY)) === String(SEARCH_KEY_VERSION)) return;
  const changed = (await rebuildShopSearchKeys(db)) + (await rebuildAnnouncementSearchKeys(db)) + (await rebuildNewsSearchKeys(db)) + (await rebuildCourseSearchKeys(db)) + (await rebuildUserSearchKeys(db));
  await writeAppMeta(db, VERSION_KEY, String(SEARCH_KEY_VERSION));
  log.info({ version: SEARCH_KEY_VERSION, changed }, 'search keys rebuilt');
}
