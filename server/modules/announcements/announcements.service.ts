import { publicPaths } from '@shared/paths';
import type { AnnouncementDetail, AnnouncementsHomeData } from '@shared/schemas/announcements';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/html';
import { rebuildSearchKeys } from '../../lib/search';
import { announcements } from './announcements.table';
import type { ViewCounter } from '../../lib/view-counter';
import { createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import type { SitemapSource } from '../../lib/sitemap';
import { announcementNotFound } from './announcements.errors';
import { presentAnnouncement } from './announcements.presenter';
import * as repo from './announcements.repository';

/** What the announcement rules need: the database and the batched view counter of announcements. */
export interface AnnouncementsDeps {
  db: Db;
  views: ViewCounter;
}

/** An active announcement's owner, by guid (for the messenger's "ask about this" chat). */
export const findAnnouncementOwner = (deps: Pick<AnnouncementsDeps, 'db'>, guid: string) => repo.findAnnouncementOwner(deps.db, guid);

/** What an announcement is found by: its title, description text and address. */
const announcementSearchSource = (a: { title: string; description: string; address: string }) => `${a.title} ${htmlToText(a.description)} ${a.address}`;

/** The stored search key of an announcement (see searchKey). */
export const announcementSearchText = (a: { title: string; description: string; address: string }) => searchKey(announcementSearchSource(a));

/** Rebuilds the stored search keys of announcements (after searchKey changed). */
export const rebuildAnnouncementSearchKeys = (db: Db) =>
  rebuildSearchKeys(db, announcements, announcements.searchText, { title: announcements.title, description: announcements.description, address: announcements.address }, announcementSearchSource);

/** Announcements per list on /announcements. */
export const HOME_LIST_SIZE = 8;
/** Other announcements beside a job announcement. */
export const OTHERS_SIZE = 12;

/** /announcements' data: the newest 8 active service and the newest 8 active work announcements. Two queries. */
export async function getAnnouncementsHomeData(deps: AnnouncementsDeps): Promise<AnnouncementsHomeData> {
  const [services, work] = await Promise.all([
    repo.latestOfType(deps.db, 'service_announcement', HOME_LIST_SIZE),
    repo.latestOfType(deps.db, 'work_announcement', HOME_LIST_SIZE),
  ]);
  return { service_announcement: services.map(presentAnnouncement), work_announcement: work.map(presentAnnouncement) };
}

const homeCache = createJsonCache(HOME_DATA_TTL_MS);

/** The home data as JSON, from a 30 s in-process cache. */
export const getAnnouncementsHomeDataJson = (deps: AnnouncementsDeps) => homeCache.get(deps.db, 'home', () => getAnnouncementsHomeData(deps));

/**
 * Call after any write the announcements home shows (one created, edited, hidden or deleted; an
 * author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateAnnouncementsHomeData = (db?: Db) => homeCache.invalidate(db);

/** One active announcement (the visitor's view counted once a day) and the newest others of the same type. */
export async function viewAnnouncement(deps: AnnouncementsDeps, meta: string, visitor: string): Promise<AnnouncementDetail> {
  const found = await repo.findActiveByMeta(deps.db, meta);
  if (!found) throw announcementNotFound();
  deps.views.add(found.id, visitor);
  const row = { ...found, views: found.views + deps.views.pending(found.id) };
  const others = await repo.latestOfType(deps.db, row.type, OTHERS_SIZE, row.id);
  return { announcement: presentAnnouncement(row), announcements: others.map(presentAnnouncement) };
}

/**
 * The announcements' public pages for the sitemap: the service pages (the work announcements' pages
 * join when they are built).
 */
export function announcementsSitemapSources(deps: Pick<AnnouncementsDeps, 'db'>): SitemapSource[] {
  return [
    {
      name: 'services',
      count: () => repo.countActiveOfType(deps.db, 'service_announcement'),
      entries: async (offset, limit) =>
        (await repo.activePagesOfType(deps.db, 'service_announcement', offset, limit)).map((a) => ({ path: publicPaths.service(a.meta), lastModified: a.updatedAt })),
    },
  ];
}
