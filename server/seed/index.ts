import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../lib/blob-store';
import { hashPassword } from '../lib/passwords';
import { invalidateAnnouncementCaches } from '../modules/announcements';
import { invalidateCoursesHomeData } from '../modules/courses';
import { invalidateNewsHomeData } from '../modules/news';
import { invalidateShopCaches } from '../modules/shop';
import { users } from '../schema';
import type { Db } from '../db/client';
import { accountsMedia, DEMO_PASSWORD, PEOPLE_NAMES, seedAccounts } from './accounts';
import { announcementsMedia, seedAnnouncements } from './announcements';
import { coursesMedia, seedCourses } from './courses';
import { SeedMedia } from './images';
import { newsMedia, seedNews } from './news';
import { createRng } from './random';
import { seedShop, shopMedia } from './shop';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/**
 * The demo content: accounts of every role, a believable Uzbek catalogue of silk and crafts, news
 * with documents, announcements and free courses — every picture drawn by code, every PDF and
 * lesson video written by code, nothing downloaded. The same generator seed gives the same content
 * on every run (dates are relative to now, so the week's news stays this week's).
 *
 * Order: first the media are made (they go through the upload pipeline onto disk), then every row
 * is written in one transaction. If the transaction fails, or another instance seeded first, the
 * files written are removed again.
 */

const SEED = 'ipak-demo-2026';
/** pg_advisory_xact_lock key: two instances starting together seed once. */
const SEED_LOCK = 2026_0001;

export interface SeedResult {
  seeded: boolean;
  /** Why nothing was loaded. */
  reason?: 'not_empty';
  ms: number;
  counts?: Record<string, number>;
}

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !!row;
}

/** Loads the demo content on first start (when there are no users yet). */
export function seedIfEmpty(db: Db, blobs: BlobStore, log: FastifyBaseLogger): Promise<SeedResult> {
  return seedDemo(db, blobs, log, { onlyIfEmpty: true });
}

/**
 * Loads the demo content into this database. With onlyIfEmpty (as seedIfEmpty does) it does nothing
 * when there are users, checked before making the media and again, under a lock, in the transaction.
 */
export async function seedDemo(db: Db, blobs: BlobStore, log: FastifyBaseLogger, opts: { onlyIfEmpty?: boolean } = {}): Promise<SeedResult> {
  const started = Date.now();
  if (opts.onlyIfEmpty && (await hasUsers(db))) {
    log.info('demo seed: skipped, the database already has users');
    return { seeded: false, reason: 'not_empty', ms: Date.now() - started };
  }
  const now = new Date();
  const rng = createRng(SEED);
  const media = new SeedMedia(blobs);
  try {
    // Media first, outside the transaction (sharp and scrypt work off the main thread meanwhile).
    const [passwordHash, pfps, shop, newsFiles, lessonsAndCovers] = await Promise.all([
      hashPassword(DEMO_PASSWORD),
      accountsMedia(media, rng.fork('accounts')),
      shopMedia(media, rng.fork('shop-art')),
      newsMedia(media, rng.fork('news-art')),
      coursesMedia(media, rng.fork('courses-art'), PEOPLE_NAMES),
    ]);
    const serviceThumbnails = await announcementsMedia(media, rng.fork('announcements-art'), shop.images);
    const mediaMs = Date.now() - started;

    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (opts.onlyIfEmpty && (await hasUsers(tx))) return null;
      const people = await seedAccounts(tx, passwordHash, pfps, now);
      const shopCounts = await seedShop(tx, people, shop, rng.fork('shop'), now);
      const newsCounts = await seedNews(tx, people, newsFiles, rng.fork('news'), now);
      const announcementCounts = await seedAnnouncements(tx, people, serviceThumbnails, rng.fork('announcements'), now);
      const courseCounts = await seedCourses(tx, people, lessonsAndCovers, rng.fork('courses'), now);
      return { users: Object.keys(people).length, ...shopCounts, ...newsCounts, ...announcementCounts, ...courseCounts };
    });
    if (!counts) {
      await media.removeAll();
      log.info('demo seed: skipped, another instance seeded the database first');
      return { seeded: false, reason: 'not_empty', ms: Date.now() - started };
    }
    // The home pages must show the new content at once, not after their cache expires.
    invalidateShopCaches(db);
    invalidateNewsHomeData(db);
    invalidateAnnouncementCaches(db);
    invalidateCoursesHomeData(db);
    const result = {
      seeded: true,
      ms: Date.now() - started,
      counts: { ...counts, imageFiles: media.imageKeys.length, otherFiles: media.fileKeys.length },
    };
    log.info({ ...result.counts, mediaMs, ms: result.ms }, 'demo seed: loaded');
    return result;
  } catch (err) {
    await media.removeAll().catch(() => undefined);
    throw err;
  }
}
