import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN, type AnnouncementType } from '@shared/constants';
import { profilePaths, publicPaths } from '@shared/paths';
import { payIssues, SAVED_SEARCHES_MAX, type AnnouncementDetail, type AnnouncementFields, type AnnouncementFilters, type AnnouncementItem, type AnnouncementSort, type AnnouncementsHomeData, type AnnouncementUpdateFields, type MessageAnnouncement, type SavedSearch } from '@shared/schemas/announcements';
import { defaultExpiry, expiryOfLastDay } from '@shared/announcement-days';
import type { Paged } from '@shared/schemas/common';
import type { ServerNotification } from '@shared/schemas/messenger';
import type { savedSearchBodySchema } from '@shared/schemas/announcements';
import type { z } from 'zod';
import { searchKey, searchWords, slugify } from '@shared/text/uzbek';
import { MSG } from '@shared/validation/messages';
import type { Db } from '../../db/client';
import type { Period } from '../../lib/periods';
import { createCache, createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { publicContentChanged } from '../../lib/public-content';
import { htmlToText, sanitizeUserHtml, userPlainText } from '../../lib/html';
import type { UploadedFile } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { rebuildSearchKeys } from '../../lib/search';
import { fixedSitemapSource, type SitemapSource } from '../../lib/sitemap';
import { removeFiles, storeImages } from '../../lib/stored-files';
import type { ViewCounter } from '../../lib/view-counter';
import { closeCasesOf, openReview, reviewState } from '../moderation';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import { createNotification } from '../notifications';
import { checkRegionDistrict } from '../users';
import type { AuthUser } from '../../lib/auth-user';
import { announcementNotFound, invalidFields, notYourAnnouncement, savedSearchesLimit, savedSearchNotFound } from './announcements.errors';
import { canDeleteAnnouncement, canEditAnnouncement, canViewAnnouncement } from './announcements.policies';
import { presentAnnouncement, presentFull, presentItem, presentOwn, presentSavedSearch } from './announcements.presenter';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.repository';
import { announcements } from './announcements.table';
import { recordAudit } from '../audit';

/**
 * What the announcement rules need: the database, the uploads folder, the batched view counter, the
 * log, and how a notification reaches the user's open tabs at once (the messenger's inbox sockets).
 */
export interface AnnouncementsDeps {
  db: Db;
  uploadsDir: string;
  views: ViewCounter;
  log?: FastifyBaseLogger;
  pushNotification?: (userId: number, notification: ServerNotification) => Promise<void>;
  /**
   * The messenger's count of a job's applicants (who opened a chat about it), per announcement guid
   * in lower case. Handed in by server/app.ts: the messenger asks this module about announcements, so
   * this module does not import the messenger.
   */
  applicantCounts: (items: readonly { guid: string; authorId: number }[]) => Promise<Map<string, number>>;
}

/** What the announcements module asks of the messenger (see AnnouncementsDeps), handed in by server/app.ts. */
export type AnnouncementsMessenger = Required<Pick<AnnouncementsDeps, 'pushNotification' | 'applicantCounts'>>;

/** An active announcement's owner, by guid (for the messenger's "ask about this" chat). */
export const findAnnouncementOwner = (deps: Pick<AnnouncementsDeps, 'db'>, guid: string) => repo.findAnnouncementOwner(deps.db, guid);

/** What an announcement is found by: its title, description text and address. */
const announcementSearchSource = (a: { title: string; description: string; address: string }) => `${a.title} ${htmlToText(a.description)} ${a.address}`;

/** The stored search key of an announcement (see searchKey). */
const announcementSearchText = (a: { title: string; description: string; address: string }) => searchKey(announcementSearchSource(a));

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
 * clears them (invalidateAnnouncementCaches); another instance's write shows within the TTL.
 */
const PAGE_TTL_MS = 10_000;
const homeCache = createJsonCache(HOME_DATA_TTL_MS);

interface CachedPage {
  row: AnnouncementRow;
  images: { id: number; image: string }[];
  /** The others of its type (a job's left list); null for a service. */
  others: ReturnType<typeof presentAnnouncement>[] | null;
}
const pageCache = createCache<CachedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: 2000 });
const listCache = createCache<{ rows: AnnouncementRow[]; total: number }>({ ttlMs: PAGE_TTL_MS, maxEntries: 500 });

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

/** The home data as JSON, from a 30 s in-process cache. */
export const getAnnouncementsHomeDataJson = (deps: Pick<AnnouncementsDeps, 'db'>) => homeCache.get(deps.db, 'home', () => getAnnouncementsHomeData(deps));

/** A job's applicants (null for a service). */
async function applicantsOf(deps: Pick<AnnouncementsDeps, 'applicantCounts'>, rows: AnnouncementRow[]): Promise<Map<number, number | null>> {
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
export async function viewAnnouncement(deps: AnnouncementsDeps, meta: string, user: AuthUser | null, visitor: string): Promise<AnnouncementDetail> {
  const page = await pageCache.get(deps.db, meta, async () => {
    const row = await repo.findByMeta(deps.db, meta);
    if (!row) return undefined;
    const [images, others] = await Promise.all([
      row.type === 'service_announcement' ? repo.listImages(deps.db, row.id) : [],
      row.type === 'work_announcement' ? repo.latestOfType(deps.db, row.type, OTHERS_SIZE, row.id) : null,
    ]);
    return { row, images, others: others?.map(presentAnnouncement) ?? null };
  });
  if (!page || !canViewAnnouncement(user, page.row)) throw announcementNotFound();
  const { row } = page;
  deps.views.add(row.id, visitor);
  const [saved, applicants] = await Promise.all([savedBy(deps, user, [row.id]), applicantsOf(deps, [row])]);
  const announcement = presentFull({ ...row, views: row.views + deps.views.pending(row.id) }, page.images, saved.has(row.id), applicants.get(row.id) ?? null);
  return page.others ? { announcement, announcements: page.others } : { announcement };
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
): Promise<Paged<AnnouncementItem>> {
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
  const key = JSON.stringify([filters, q.sort, q.page, q.page_size]);
  const { rows, total } = (await listCache.get(deps.db, key, () => repo.listPage(deps.db, filters, q.sort, q.page, q.page_size)))!;
  const saved = await savedBy(deps, user, rows.map((r) => r.id));
  return paged(
    rows.map((r) => presentItem(r, saved.has(r.id))),
    q.page,
    q.page_size,
    total,
  );
}

// --- the author's announcements ------------------------------------------------------------------

/** The caller's own announcements (hidden ones too), newest first, with their images and a job's applicants. */
export async function ownAnnouncements(deps: AnnouncementsDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.ownPage(deps.db, user.id, page, pageSize);
  const ids = rows.map((r) => r.id);
  const [images, saved, applicants] = await Promise.all([repo.listImagesOf(deps.db, ids), repo.savedAmong(deps.db, user.id, ids), applicantsOf(deps, rows)]);
  return paged(
    rows.map((r) => presentOwn(r, images.get(r.id) ?? [], saved.has(r.id), applicants.get(r.id) ?? null)),
    page,
    pageSize,
    total,
  );
}

/** One of the caller's own announcements (another author's is not found, not forbidden: nobody learns it exists). */
export async function ownAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string) {
  const row = await repo.findByGuid(deps.db, guid);
  if (!row || !canEditAnnouncement(user, row)) throw announcementNotFound();
  const [images, saved, applicants] = await Promise.all([repo.listImages(deps.db, row.id), repo.savedAmong(deps.db, user.id, [row.id]), applicantsOf(deps, [row])]);
  return presentOwn(row, images, saved.has(row.id), applicants.get(row.id) ?? null);
}

/** A service has 1 to 4 images (as a product); a job has none. */
function checkImageCount(type: AnnouncementType, count: number, newFiles: number) {
  if (type === 'work_announcement') {
    if (newFiles > 0) throw invalidFields({ images: MSG.imagesNotForJobs });
    return;
  }
  if (count < PRODUCT_IMAGES_MIN) throw invalidFields({ images: MSG.imagesMin });
  if (count > PRODUCT_IMAGES_MAX) throw invalidFields({ images: MSG.imagesMax });
}

function checkPay(v: { negotiate: boolean; price_min?: number | null; price_max?: number | null }) {
  const issues = payIssues(v);
  if (Object.keys(issues).length) throw invalidFields(issues);
}

/** A job's description is HTML, sanitised as a product's; a service's is plain text with its line breaks. */
function cleanDescription(type: AnnouncementType, input: string): string {
  const description = type === 'work_announcement' ? sanitizeUserHtml(input) : userPlainText(input);
  if (!htmlToText(description)) throw invalidFields({ description: MSG.announcementDescriptionRequired });
  return description;
}

async function uniqueMeta(db: Db, title: string): Promise<string> {
  for (;;) {
    const meta = `${slugify(title, 60) || 'elon'}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.metaTaken(db, meta))) return meta;
  }
}

/** An announcement's images: checked, journalled and re-encoded as a product's (server/lib/stored-files.ts) before any row refers to them. */
const storeAnnouncementImages = (deps: AnnouncementsDeps, files: UploadedFile[]) => storeImages(deps, files.map((f) => f.buffer), { folder: 'announcements', field: 'images' });

/**
 * POST user-announcements/: creates the caller's announcement, then tells the users whose saved
 * searches it matches. It lives until the end of the last day its author set (expires_at), or
 * ANNOUNCEMENT_TTL_DAYS from now; a held one's default life starts again at its approval.
 */
export async function createAnnouncement(deps: AnnouncementsDeps, user: AuthUser, input: AnnouncementFields, files: UploadedFile[]) {
  const type = input.annoucement_type;
  checkImageCount(type, files.length, files.length);
  checkPay(input);
  await checkRegionDistrict(deps, input.region, input.district);
  const description = cleanDescription(type, input.description);
  const keys = await storeAnnouncementImages(deps, files);
  const now = new Date();
  let row;
  try {
    const values: repo.NewAnnouncement = {
      createdAt: now,
      updatedAt: now,
      // The default is the one of created_at: that is how an approval knows the author set none.
      expiresAt: input.expires_at ? expiryOfLastDay(input.expires_at) : defaultExpiry(now),
      meta: await uniqueMeta(deps.db, input.name),
      userId: user.id,
      type,
      title: input.name,
      description,
      regionId: input.region,
      districtId: input.district,
      address: input.address,
      experience: input.experience,
      workTime: input.work_time,
      negotiable: input.negotiate,
      priceMin: input.negotiate ? null : (input.price_min ?? null),
      priceMax: input.negotiate ? null : (input.price_max ?? null),
      searchText: announcementSearchText({ title: input.name, description, address: input.address }),
      // Pre-moderation (issue 15): a new announcement of a pre-moderated kind waits for review.
      moderationState: await reviewState(deps.db, 'announcement'),
    };
    row = await repo.insertWithImages(deps.db, values, keys, async (tx, a) => {
      if (a.moderationState === 'pending') await openReview(tx, 'announcement', reviewItem(a), false);
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateAnnouncementCaches();
  // A held announcement is not published yet: saved searches hear of it only once it is.
  if (row.moderationState === 'published') await notifySavedSearches(deps, row);
  return row;
}

/** Loads an announcement its caller may change: 404 when missing, 403 for anyone the policy refuses. */
async function changeable(deps: AnnouncementsDeps, user: AuthUser, guid: string, allowed: (u: AuthUser, a: AnnouncementRow) => boolean) {
  const row = await repo.findByGuid(deps.db, guid);
  if (!row) throw announcementNotFound();
  if (!allowed(user, row)) throw notYourAnnouncement();
  return row;
}

/**
 * PATCH user-announcements/{guid}/: the author's changes, each field optional (the type stays). Images
 * as on a product's edit: keep_images keeps those listed (all when left out), new files are added
 * after them; a service keeps 1 to 4.
 */
export async function updateAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string, input: AnnouncementUpdateFields, files: UploadedFile[]) {
  const a = await changeable(deps, user, guid, canEditAnnouncement);
  if (input.annoucement_type !== undefined && input.annoucement_type !== a.type) throw invalidFields({ annoucement_type: MSG.announcementTypeFixed });
  const current = await repo.listImages(deps.db, a.id);
  const keepIds = input.keep_images?.map(Number).filter((id) => current.some((c) => c.id === id));
  // The demo's services show a thumbnail and have no images: it counts as one until new images come.
  const thumbnailKept = a.thumbnail !== null && files.length === 0;
  checkImageCount(a.type, (keepIds ?? current.map((c) => c.id)).length + files.length + (thumbnailKept && current.length === 0 ? 1 : 0), files.length);

  const negotiate = input.negotiate ?? a.negotiable;
  const priceMin = input.price_min !== undefined ? input.price_min : a.priceMin;
  const priceMax = input.price_max !== undefined ? input.price_max : a.priceMax;
  checkPay({ negotiate, price_min: priceMin, price_max: priceMax });
  const region = input.region ?? a.regionId;
  const district = input.district ?? a.districtId;
  if (input.region !== undefined || input.district !== undefined) await checkRegionDistrict(deps, region, district);

  const title = input.name ?? a.title;
  const description = input.description !== undefined ? cleanDescription(a.type, input.description) : a.description;
  const address = input.address ?? a.address;
  const values: Partial<repo.NewAnnouncement> = {
    title,
    description,
    address,
    regionId: region,
    districtId: district,
    experience: input.experience ?? a.experience,
    workTime: input.work_time ?? a.workTime,
    negotiable: negotiate,
    priceMin: negotiate ? null : priceMin,
    priceMax: negotiate ? null : priceMax,
    searchText: announcementSearchText({ title, description, address }),
  };
  if (!thumbnailKept) values.thumbnail = null;
  if (input.is_active !== undefined) values.isActive = input.is_active;
  // A new last day (an expired announcement is listed again until it is over).
  if (input.expires_at !== undefined) values.expiresAt = expiryOfLastDay(input.expires_at);
  // Moderation (issue 15): a change of content (not only hiding or showing it, or its last day) of a
  // pre-moderated kind, or of a rejected announcement, sends it back to review.
  const contentChanged = files.length > 0 || Object.entries(input).some(([key, value]) => key !== 'is_active' && key !== 'expires_at' && value !== undefined);
  const state = contentChanged ? await reviewState(deps.db, 'announcement', a.moderationState) : a.moderationState;
  if (state !== a.moderationState) Object.assign(values, { moderationState: state, moderationReason: null, moderationMessage: null });

  const newKeys = await storeAnnouncementImages(deps, files);
  let removedKeys: string[];
  try {
    removedKeys = await repo.updateWithImages(deps.db, a.id, values, keepIds, newKeys, async (tx) => {
      if (contentChanged && state === 'pending') await openReview(tx, 'announcement', reviewItem({ ...a, title }), a.moderationState !== 'pending');
    });
  } catch (err) {
    await removeFiles(deps, newKeys);
    throw err;
  }
  invalidateAnnouncementCaches();
  await removeFiles(deps, removedKeys);
}

/** DELETE user-announcements/{guid}/: its author, or a moderator. */
export async function removeAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string) {
  const a = await changeable(deps, user, guid, canDeleteAnnouncement);
  const keys = await repo.deleteAnnouncement(deps.db, a.id, async (tx) => {
    await closeCasesOf(tx, 'announcement', [a.id]);
    // A moderator deleting someone else's announcement is an admin action: audited in the same transaction.
    if (a.userId !== user.id) {
      await recordAudit(tx, user, { action: 'announcement.delete', targetId: a.guid, targetLabel: a.title, before: { title: a.title, type: a.type, is_active: a.isActive }, after: null });
    }
  });
  invalidateAnnouncementCaches();
  await removeFiles(deps, keys);
}

// --- saved announcements -------------------------------------------------------------------------

/** Saves or unsaves an announcement the caller can see (as a product's like). */
export async function setSaved(deps: AnnouncementsDeps, user: AuthUser, meta: string, saved: boolean) {
  const row = await repo.findByMeta(deps.db, meta);
  if (!row || !canViewAnnouncement(user, row)) throw announcementNotFound();
  await (saved ? repo.saveAnnouncement : repo.unsaveAnnouncement)(deps.db, user.id, row.id);
  return { saved };
}

export async function savedAnnouncements(deps: AnnouncementsDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.savedPage(deps.db, user.id, page, pageSize);
  return paged(
    rows.map((r) => presentItem(r, true)),
    page,
    pageSize,
    total,
  );
}

// --- saved searches ------------------------------------------------------------------------------

export async function savedSearches(deps: AnnouncementsDeps, user: AuthUser): Promise<SavedSearch[]> {
  return (await repo.savedSearchesOf(deps.db, user.id)).map(presentSavedSearch);
}

/** Saves the caller's search (at most SAVED_SEARCHES_MAX); a new matching announcement then notifies them. */
export async function saveSearch(deps: AnnouncementsDeps, user: AuthUser, input: z.output<typeof savedSearchBodySchema>): Promise<SavedSearch> {
  if ((await repo.countSavedSearches(deps.db, user.id)) >= SAVED_SEARCHES_MAX) throw savedSearchesLimit(SAVED_SEARCHES_MAX);
  await checkRegionDistrict(deps, input.region, input.district);
  const row = await repo.insertSavedSearch(deps.db, {
    userId: user.id,
    type: input.type ?? null,
    regionId: input.region ?? null,
    districtId: input.district ?? null,
    workTime: input.work_time ?? null,
    priceFrom: input.price_from ?? null,
    priceTo: input.price_to ?? null,
    negotiable: input.negotiable ?? null,
    q: input.q,
    words: searchWords(input.q),
  });
  return presentSavedSearch(row);
}

export async function deleteSavedSearch(deps: AnnouncementsDeps, user: AuthUser, guid: string) {
  if (!(await repo.deleteSavedSearch(deps.db, user.id, guid))) throw savedSearchNotFound();
}

/** The page of an announcement (a job's or a service's). */
const pathOf = (a: { type: AnnouncementType; meta: string }) => (a.type === 'work_announcement' ? publicPaths.announcement(a.meta) : publicPaths.service(a.meta));

/**
 * A new announcement was published: every user (not its author) with a saved search it matches gets
 * one notification (code announcements.search_match, {title, type}; the web words it). A failure
 * here is logged: the announcement itself is stored.
 */
async function notifySavedSearches(deps: Pick<AnnouncementsDeps, 'db' | 'pushNotification' | 'log'>, a: typeof announcements.$inferSelect) {
  // An announcement approved only after its last day is over is news to nobody.
  if (a.expiresAt.getTime() <= Date.now()) return;
  try {
    const userIds = await repo.usersWithMatchingSearch(deps.db, a);
    for (const userId of userIds) {
      const notification = await createNotification({ db: deps.db }, { userId, code: 'announcements.search_match', params: { title: a.title, type: a.type }, type: 'info', link: pathOf(a) });
      await deps.pushNotification?.(userId, notification);
    }
  } catch (err) {
    deps.log?.error({ err, announcement: a.guid }, 'saved-search notifications failed');
  }
}

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

// --- moderation (issue 15) -----------------------------------------------------------------------

/** An announcement as its review case names it. */
const reviewItem = (a: { id: number; guid: string; title: string; type: AnnouncementType; meta: string; userId: number }) => ({
  id: a.id,
  guid: a.guid,
  title: a.title,
  link: pathOf(a),
  authorId: a.userId,
});

function announcementInfo(a: AnnouncementRow | null): TargetInfo | null {
  if (!a) return null;
  return { ...reviewItem(a), editLink: profilePaths.announcementEdit(a.guid), state: a.moderationState, visible: a.isActive && a.moderationState === 'published' };
}

/**
 * Announcements as the moderation module sees them: described by guid or id, their state set by a
 * decision. A held announcement published by its first approval is news to the saved searches it
 * matches, as a new one published at once is, and its default life (no last day set by its author)
 * counts from then.
 */
export const announcementModerationTarget = (deps: Pick<AnnouncementsDeps, 'db' | 'pushNotification' | 'log'>): ModerationTarget => ({
  describe: async (db, guid) => announcementInfo(await repo.findByGuid(db, guid)),
  describeById: async (db, id) => announcementInfo(await repo.findById(db, id)),
  setState: (tx, id, change) => repo.setModeration(tx, id, change),
  afterChange: async (db, change) => {
    if (change.firstPublication) {
      // Its default life (no last day set by its author, or the day it showed) starts now.
      const held = await repo.findTableRow(db, change.id);
      if (held && held.expiresAt.getTime() === defaultExpiry(held.createdAt).getTime()) await repo.setExpiry(db, held.id, defaultExpiry(new Date()));
    }
    invalidateAnnouncementCaches();
    if (!change.firstPublication) return;
    const row = await repo.findTableRow(db, change.id);
    if (row?.isActive && row.moderationState === 'published') await notifySavedSearches(deps, row);
  },
});

/** The admin overview's announcement figures (two queries): every announcement, and new ones per period since `since`. */
export async function announcementStats(db: Db, period: Period, since: Date) {
  const total = await repo.countAnnouncements(db);
  return { total, created: await repo.countNewAnnouncements(db, period, since) };
}
