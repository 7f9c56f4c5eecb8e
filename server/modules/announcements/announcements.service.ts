import type { FastifyBaseLogger } from 'fastify';
import type { AnnouncementType } from '@shared/constants';
import { publicPaths } from '@shared/paths';
import type { AnnouncementDetail, AnnouncementFilters, AnnouncementItem, AnnouncementSort, AnnouncementsHomeData, MessageAnnouncement } from '@shared/schemas/announcements';
import type { SearchedPage } from '@shared/schemas/common';
import type { ServerNotification } from '@shared/schemas/messenger';
import { searchKey, searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import type { Queue } from '../../lib/jobs';
import type { Period } from '../../lib/periods';
import { createAnswerCache, createCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { publicContentChanged } from '../../lib/public-content';
import { htmlToText } from '../../lib/html';
import { searchForgiving, suggestionText } from '../../lib/did-you-mean';
import { paged } from '../../lib/paging';
import { removedCategory } from '../../lib/removed-listings';
import { rebuildSearchKeys, ungated, type SearchGate } from '../../lib/search';
import { fixedSitemapSource, type SitemapSource } from '../../lib/sitemap';
import type { ViewCounter } from '../../lib/view-counter';
import type { AuthUser } from '../../lib/auth-user';
import { announcementInReview, announcementNotFound, announcementRemoved } from './announcements.errors';
import { canViewAnnouncement } from './announcements.policies';
import { presentAnnouncement, presentFull, presentItem } from './announcements.presenter';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.repository';
import { announcements } from './announcements.table';
import type { BlobStore } from '../../lib/blob-store';

/**
 * The public announcements: the caches, the home data, an announcement's page, the list, the chat's
 * cards, the sitemap, and the helpers the author's (author.service.ts) and the moderators'
 * (moderation.service.ts) rules share.
 */

/**
 * What the announcement rules need: the database, the uploads folder, the batched view counter, the
 * log, and how a notification reaches the user's open tabs at once (the messenger's inbox sockets).
 */
export interface AnnouncementsDeps {
  db: Db;
  blobs: BlobStore;
  views: ViewCounter;
  log?: FastifyBaseLogger;
  pushNotification?: (userId: number, notification: ServerNotification) => Promise<void>;
  /** The queue of saved-search alerts (announcements.jobs.ts): a published announcement is news to the searches it matches. */
  searchAlerts?: Queue<SearchAlertJob>;
  /**
   * The messenger's count of a job's applicants (who opened a chat about it), per announcement guid
   * in lower case. Handed in by server/app.ts: the messenger asks this module about announcements, so
   * this module does not import the messenger.
   */
  applicantCounts: (items: readonly { guid: string; authorId: number }[]) => Promise<Map<string, number>>;
  /**
   * Told after an announcement was created, changed, removed or moderated (the Telegram channel of new
   * listings, issue 41): handed in by server/app.ts, so this module imports nothing of Telegram.
   */
  listingChanged?: ListingChanged;
}

/** Told after an announcement's write committed: its public state may have changed (it never fails the write). */
export type ListingChanged = (kind: 'announcement', id: number) => Promise<void>;

/** Tells whoever listens (AnnouncementsDeps.listingChanged) that an announcement may look different to everyone now. */
export const announcementChanged = (deps: Pick<AnnouncementsDeps, 'listingChanged'>, id: number) => deps.listingChanged?.('announcement', id);

/** A saved-search alert job: the announcement published. */
export interface SearchAlertJob {
  announcement: number;
}

/** What the announcements module asks of the messenger (see AnnouncementsDeps), handed in by server/app.ts. */
export type AnnouncementsMessenger = Required<Pick<AnnouncementsDeps, 'pushNotification' | 'applicantCounts'>>;

/** An active announcement's owner, by guid (for the messenger's "ask about this" chat). */
export const findAnnouncementOwner = (deps: Pick<AnnouncementsDeps, 'db'>, guid: string) => repo.findAnnouncementOwner(deps.db, guid);

/** What an announcement is found by: its title, description text and address. */
const announcementSearchSource = (a: { title: string; description: string; address: string }) => `${a.title} ${htmlToText(a.description)} ${a.address}`;

/** The stored search key of an announcement (see searchKey). */
export const announcementSearchText = (a: { title: string; description: string; address: string }) => searchKey(announcementSearchSource(a));

/** Rebuilds the stored search keys of announcements (after searchKey changed). */
export const rebuildAnnouncementSearchKeys = async (db: Db) => {
  const changed = await rebuildSearchKeys(db, announcements, announcements.searchText, { title: announcements.title, description: announcements.description, address: announcements.address }, announcementSearchSource);
  if (changed) invalidateAnnouncementCaches(db);
  return changed;
};

/** Announcements per list on /announcements. */
const HOME_LIST_SIZE = 8;
/** Other announcements beside a job announcement. */
const OTHERS_SIZE = 12;

// --- caches --------------------------------------------------------------------------------------

/**
 * In-process caches of the public answers (server/lib/cache.ts): the home data (30 s), the public part
 * of announcement pages by meta and the pages of the list by filters (10 s). The caller's own state
 * (saved), the views not yet written and a job's applicants are joined per request. Every write here
 * clears them (invalidateAnnouncementCaches), on the other instances too (its public-content signal).
 */
const PAGE_TTL_MS = 10_000;
const homeCache = createAnswerCache<AnnouncementsHomeData>('announcements.home_data', HOME_DATA_TTL_MS);

interface CachedPage {
  row: AnnouncementRow;
  images: { id: number; image: string }[];
  /** The others of its type (a job's left list); null for a service. */
  others: ReturnType<typeof presentAnnouncement>[] | null;
}
const pageCache = createCache<CachedPage>({ name: 'announcements.page', ttlMs: PAGE_TTL_MS, maxEntries: 2000 });
const listCache = createCache<{ rows: AnnouncementRow[]; total: number }>({ name: 'announcements.list', ttlMs: PAGE_TTL_MS, maxEntries: 500 });

/**
 * Call after any write the announcements' public answers show (one created, edited, hidden or deleted;
 * an author's name or picture changed). Without a db it clears every app's entries.
 */
export function invalidateAnnouncementCaches(db?: Db) {
  homeCache.invalidate(db);
  pageCache.invalidate(db);
  listCache.invalidate(db);
  publicContentChanged(db);
}
/** The home data alone (the demo seed); invalidateAnnouncementCaches clears it too. */
export const invalidateAnnouncementsHomeData = (db?: Db) => homeCache.invalidate(db);

/** The view counter wrote these announcements' views: their cached pages are reloaded with the new counts. */
export function forgetAnnouncementPagesOf(db: Db, ids: number[]) {
  const set = new Set(ids);
  if (set.size) pageCache.forgetWhere(db, (page) => set.has(page.row.id));
}

// --- public reads --------------------------------------------------------------------------------

/** /announcements' data: the newest 8 active service and the newest 8 active work announcements. Two queries. */
async function getAnnouncementsHomeData(deps: Pick<AnnouncementsDeps, 'db'>): Promise<AnnouncementsHomeData> {
  const [services, work] = await Promise.all([
    repo.latestOfType(deps.db, 'service_announcement', HOME_LIST_SIZE),
    repo.latestOfType(deps.db, 'work_announcement', HOME_LIST_SIZE),
  ]);
  return { service_announcement: services.map(presentAnnouncement), work_announcement: work.map(presentAnnouncement) };
}

/** The home data, from a 30 s in-process cache: the same object for every caller, its JSON made once (server/lib/kept-json.ts). */
export const cachedAnnouncementsHomeData = (deps: Pick<AnnouncementsDeps, 'db'>) => homeCache.get(deps.db, 'home', () => getAnnouncementsHomeData(deps));

/** A job's applicants (null for a service). */
export async function applicantsOf(deps: Pick<AnnouncementsDeps, 'applicantCounts'>, rows: AnnouncementRow[]): Promise<Map<number, number | null>> {
  const jobs = rows.filter((r) => r.type === 'work_announcement');
  const counts = await deps.applicantCounts(jobs.map((r) => ({ guid: r.guid, authorId: r.userId })));
  return new Map(rows.map((r) => [r.id, r.type === 'work_announcement' ? (counts.get(r.guid.toLowerCase()) ?? 0) : null]));
}

async function savedBy(deps: Pick<AnnouncementsDeps, 'db'>, user: AuthUser | null, ids: number[]) {
  return user ? repo.savedAmong(deps.db, user.id, ids) : new Set<number>();
}

/**
 * GET announcement/{meta}/ (spec §7): for a job, the announcement and the newest others of its type;
 * for a service, the announcement only. The visitor's view is counted once a day. A hidden one is
 * shown to its author and to moderators only. The public part comes from the page cache; whether the
 * caller saved it, a job's applicants and the views not yet written are joined per request.
 */
export async function viewAnnouncement(deps: AnnouncementsDeps, meta: string, user: AuthUser | null, visitor: string | null): Promise<AnnouncementDetail> {
  const page = await pageCache.get(deps.db, meta, async () => {
    const row = await repo.findByMeta(deps.db, meta);
    if (!row) return undefined;
    const [images, others] = await Promise.all([
      row.type === 'service_announcement' ? repo.listImages(deps.db, row.id) : [],
      row.type === 'work_announcement' ? repo.latestOfType(deps.db, row.type, OTHERS_SIZE, row.id) : null,
    ]);
    return { row, images, others: others?.map(presentAnnouncement) ?? null };
  });
  if (!page) throw await missingAnnouncement(deps, meta);
  if (!canViewAnnouncement(user, page.row)) throw page.row.moderationState === 'pending' ? announcementInReview(page.row.type) : announcementNotFound(page.row.type);
  const { row } = page;
  deps.views.add(row.id, visitor);
  const [saved, applicants] = await Promise.all([savedBy(deps, user, [row.id]), applicantsOf(deps, [row])]);
  const announcement = presentFull({ ...row, views: row.views + deps.views.pending(row.id) }, page.images, saved.has(row.id), applicants.get(row.id) ?? null);
  return page.others ? { announcement, announcements: page.others } : { announcement };
}

/** Why a page key finds no announcement: it was deleted (410, with its type) or never was (404). Asked only on a miss. */
async function missingAnnouncement(deps: Pick<AnnouncementsDeps, 'db'>, meta: string) {
  const type = await removedCategory(deps.db, 'announcement', meta);
  return type === null ? announcementNotFound() : announcementRemoved(type);
}

/** GET mannouncement/{guid}/: the chat's card of an announcement the caller may see. */
export async function messageAnnouncement(deps: Pick<AnnouncementsDeps, 'db'>, guid: string, user: AuthUser | null): Promise<MessageAnnouncement> {
  const row = await repo.findByGuid(deps.db, guid);
  if (!row || !canViewAnnouncement(user, row)) throw announcementNotFound();
  return { guid: row.guid, meta: row.meta, type: row.type, title: row.title, price_min: row.priceMin, price_max: row.priceMax, negotiable: row.negotiable };
}

/**
 * What chats are about, for the messenger's chat list (one query for any number): each
 * announcement's title and kind, and its page while everyone may see it (null while hidden or in
 * review). A deleted announcement is absent.
 */
export async function chatSubjects(deps: Pick<AnnouncementsDeps, 'db'>, guids: readonly string[]): Promise<Map<string, { title: string; link: string | null; type: AnnouncementType }>> {
  const rows = await repo.announcementsByGuid(deps.db, guids);
  return new Map(
    rows.map((a) => [a.guid.toLowerCase(), { title: a.title, type: a.type, link: a.visible ? (a.type === 'work_announcement' ? publicPaths.announcement(a.meta) : publicPaths.service(a.meta)) : null }]),
  );
}

/** GET list/: the active announcements matching the filters and words, a page at a time (the public part cached), with the caller's saved flags. */
export async function listAnnouncements(
  deps: AnnouncementsDeps,
  q: AnnouncementFilters & { sort: AnnouncementSort; page: number; page_size: number },
  user: AuthUser | null,
  gate: SearchGate = ungated,
): Promise<SearchedPage<AnnouncementItem>> {
  const filters: repo.ListFilters = {
    type: q.type,
    regionId: q.region,
    districtId: q.district,
    workTime: q.work_time,
    priceFrom: q.price_from,
    priceTo: q.price_to,
    negotiable: q.negotiable,
    words: searchWords(q.q),
  };
  const keyOf = (words: string[]) => JSON.stringify([{ ...filters, words }, q.sort, q.page, q.page_size]);
  // A list the cache does not hold is counted against the caller (the per-address search limit).
  if (!listCache.peek(deps.db, keyOf(filters.words))) await gate();
  const search = async (words: string[]) => {
    const these = { ...filters, words };
    return (await listCache.get(deps.db, keyOf(words), () => repo.listPage(deps.db, these, q.sort, q.page, q.page_size)))!;
  };
  const { found, corrected } = await searchForgiving(deps.db, 'announcements', filters.words, search, (page) => page.total === 0, q.page === 1);
  const { rows, total } = found;
  const saved = await savedBy(deps, user, rows.map((r) => r.id));
  return {
    ...paged(
      rows.map((r) => presentItem(r, saved.has(r.id))),
      q.page,
      q.page_size,
      total,
    ),
    did_you_mean: corrected && suggestionText(q.q, filters.words, corrected, rows.map((r) => r.title)),
  };
}

/** The page of an announcement (a job's or a service's). */
export const pathOf = (a: { type: AnnouncementType; meta: string }) => (a.type === 'work_announcement' ? publicPaths.announcement(a.meta) : publicPaths.service(a.meta));

/** An announcement as its review case names it. */
export const reviewItem = (a: { id: number; guid: string; title: string; type: AnnouncementType; meta: string; userId: number }) => ({
  id: a.id,
  guid: a.guid,
  title: a.title,
  link: pathOf(a),
  authorId: a.userId,
});

// --- the sitemap ---------------------------------------------------------------------------------

/** The announcements' public pages for the sitemap: the index, the job pages and the service pages (expired ones left out). */
export function announcementsSitemapSources(deps: Pick<AnnouncementsDeps, 'db'>): SitemapSource[] {
  return [
    fixedSitemapSource('announcements', [publicPaths.announcements()]),
    ...(['work_announcement', 'service_announcement'] as const).map((type) => ({
      name: type === 'work_announcement' ? 'jobs' : 'services',
      count: () => repo.countListedOfType(deps.db, type),
      entries: async (offset: number, limit: number) =>
        (await repo.listedPagesOfType(deps.db, type, offset, limit)).map((a) => ({ path: pathOf({ type, meta: a.meta }), lastModified: a.updatedAt })),
    })),
  ];
}

/** The admin overview's announcement figures (two queries): every announcement, and new ones per period since `since`. */
/** The announcements' part of the header's suggestions (issue 40): at most `limit` listed ones whose words begin with each of `words` (search keys). */
export const announcementSuggestions = (db: Db, words: readonly string[], limit: number) => repo.announcementSuggestions(db, words, limit);

export async function announcementStats(db: Db, period: Period, since: Date) {
  const total = await repo.countAnnouncements(db);
  return { total, created: await repo.countNewAnnouncements(db, period, since) };
}

// --- the Telegram channel of new listings (issue 41) ---------------------------------------------

/** An announcement as the Telegram channel of new listings posts it. */
export interface ChannelAnnouncement {
  type: AnnouncementType;
  title: string;
  /** Its description as plain text. */
  description: string;
  priceMin: number | null;
  priceMax: number | null;
  negotiable: boolean;
  /** Its picture's stored key (its first image, or a demo service's thumbnail), or null (a job has none). */
  image: string | null;
  /** Its region and district (Uzbek names), when given. */
  region: string | null;
  district: string | null;
  /** Its public page (a path of the site). */
  path: string;
}

/**
 * An announcement as the channel of new listings posts it, while the public lists show it (active,
 * published by moderation, its last day not over; a pending edit of it is not public: the live version
 * is); null otherwise (hidden, in review, rejected, expired, deleted).
 */
export async function channelAnnouncement(deps: Pick<AnnouncementsDeps, 'db'>, id: number): Promise<ChannelAnnouncement | null> {
  const a = await repo.findById(deps.db, id);
  if (!a || !a.isActive || a.moderationState !== 'published' || a.expired) return null;
  return {
    type: a.type,
    title: a.title,
    description: htmlToText(a.description),
    priceMin: a.priceMin,
    priceMax: a.priceMax,
    negotiable: a.negotiable,
    image: a.picture,
    region: a.regionName,
    district: a.districtName,
    path: pathOf(a),
  };
}

/** Which of these announcements the public lists show now: the channel's sweep takes down the posts of the others (expired ones among them). */
export const listedAnnouncementIds = async (deps: Pick<AnnouncementsDeps, 'db'>, ids: readonly number[]): Promise<Set<number>> => new Set(await repo.listedAmong(deps.db, ids));
