import type { AnnouncementsHomeData } from '@shared/schemas/announcements';
import type { Db } from '../../db/client';
import { createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { announcementNotFound } from './announcements.errors';
import { presentAnnouncement, type AnnouncementDetail } from './announcements.presenter';
import * as repo from './announcements.repository';

/** Announcements per list on /announcements. */
export const HOME_LIST_SIZE = 8;
/** Other announcements beside a job announcement. */
export const OTHERS_SIZE = 12;

/** /announcements' data: the newest 8 active service and the newest 8 active work announcements. Two queries. */
export async function getAnnouncementsHomeData(db: Db): Promise<AnnouncementsHomeData> {
  const [services, work] = await Promise.all([
    repo.latestOfType(db, 'service_announcement', HOME_LIST_SIZE),
    repo.latestOfType(db, 'work_announcement', HOME_LIST_SIZE),
  ]);
  return { service_announcement: services.map(presentAnnouncement), work_announcement: work.map(presentAnnouncement) };
}

const homeCache = createJsonCache(HOME_DATA_TTL_MS);

/** The home data as JSON, from a 30 s in-process cache. */
export const getAnnouncementsHomeDataJson = (db: Db) => homeCache.get(db, 'home', () => getAnnouncementsHomeData(db));

/**
 * Call after any write the announcements home shows (one created, edited, hidden or deleted; an
 * author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateAnnouncementsHomeData = (db?: Db) => homeCache.invalidate(db);

/** One active announcement (its view counted) and the newest others of the same type. */
export async function viewAnnouncement(db: Db, meta: string): Promise<AnnouncementDetail> {
  const row = await repo.viewByMeta(db, meta);
  if (!row) throw announcementNotFound();
  const others = await repo.latestOfType(db, row.type, OTHERS_SIZE, row.id);
  return { announcement: presentAnnouncement(row), announcements: others.map(presentAnnouncement) };
}
