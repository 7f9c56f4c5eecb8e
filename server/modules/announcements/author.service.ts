import { randomBytes } from 'node:crypto';
import { PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN, type AnnouncementType } from '@shared/constants';
import { SAVED_SEARCHES_MAX, payIssues, type AnnouncementFields, type AnnouncementUpdateFields, type SavedSearch } from '@shared/schemas/announcements';
import { defaultExpiry, expiryOfLastDay } from '@shared/announcement-days';
import type { savedSearchBodySchema } from '@shared/schemas/announcements';
import type { z } from 'zod';
import { searchWords, slugify } from '@shared/text/uzbek';
import { MSG } from '@shared/validation/messages';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeUserHtml, userPlainText } from '../../lib/html';
import type { UploadedFile } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { rememberRemoved } from '../../lib/removed-listings';
import { removeFiles, storeImages, writingNewFiles } from '../../lib/stored-files';
import { closeCasesOf, closeRevisionCase, editsHeld, openReview, openRevision, reviewState } from '../moderation';
import { proposedImages, proposedRow } from '../../lib/listing-images';
import { createNotification, usersAlreadyNotified } from '../notifications';
import { checkRegionDistrict } from '../users';
import type { AuthUser } from '../../lib/auth-user';
import { announcementNotFound, invalidFields, notYourAnnouncement, savedSearchesLimit, savedSearchNotFound } from './announcements.errors';
import { canDeleteAnnouncement, canEditAnnouncement, canViewAnnouncement } from './announcements.policies';
import { presentItem, presentOwn, presentSavedSearch } from './announcements.presenter';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.repository';
import type { announcements } from './announcements.table';
import { announcementChanged, announcementSearchText, applicantsOf, invalidateAnnouncementCaches, pathOf, reviewItem, type AnnouncementsDeps, type SearchAlertJob } from './announcements.service';
import { recordAudit } from '../audit';

/** The author's announcements (create, edit, delete, their own list), the saved announcements and the saved searches. */


/** The caller's own announcements (hidden ones too), newest first, with their images and a job's applicants. */
export async function ownAnnouncements(deps: AnnouncementsDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.ownPage(deps.db, user.id, page, pageSize);
  const ids = rows.map((r) => r.id);
  const [images, saved, applicants, held] = await Promise.all([repo.listImagesOf(deps.db, ids), repo.savedAmong(deps.db, user.id, ids), applicantsOf(deps, rows), editsHeld(deps.db, 'announcement')]);
  return paged(
    rows.map((r) => ownView(r, images.get(r.id) ?? [], saved.has(r.id), applicants.get(r.id) ?? null, held)),
    page,
    pageSize,
    total,
  );
}

/** One of the caller's own announcements (another author's is not found, not forbidden: nobody learns it exists). */
export async function ownAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string) {
  const row = await repo.findByGuid(deps.db, guid);
  if (!row || !canEditAnnouncement(user, row)) throw announcementNotFound();
  const [images, saved, applicants, held] = await Promise.all([repo.listImages(deps.db, row.id), repo.savedAmong(deps.db, user.id, [row.id]), applicantsOf(deps, [row]), editsHeld(deps.db, 'announcement')]);
  return ownView(row, images, saved.has(row.id), applicants.get(row.id) ?? null, held);
}

/**
 * The author's view of their announcement: the proposed version while an edit waits for review (issue
 * 40; a changed region or district shows its id, its names those of the live version until approved).
 */
const ownView = (row: AnnouncementRow, liveImages: { id: number; image: string }[], saved: boolean, applicants: number | null, held: boolean) =>
  presentOwn(proposedRow(row), proposedImages(row, liveImages), saved, applicants, held);

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
      // Published at once: its saved-search alerts are queued in the same transaction (a held one's
      // are queued by its approval).
      else await queueSearchAlerts(deps, a, tx);
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateAnnouncementCaches();
  await announcementChanged(deps, row.id);
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
 * after them; a service keeps 1 to 4. An edit of the content of a live announcement under
 * pre-moderation (issue 40) is kept beside it as its pending revision: the live version stays public
 * and unchanged until a moderator approves; hiding or showing it and its last day apply at once.
 */
export async function updateAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string, input: AnnouncementUpdateFields, files: UploadedFile[]) {
  const live = await changeable(deps, user, guid, canEditAnnouncement);
  if (input.annoucement_type !== undefined && input.annoucement_type !== live.type) throw invalidFields({ annoucement_type: MSG.announcementTypeFixed });
  // Moderation (issue 15): a change of content (not only hiding or showing it, or its last day).
  const contentChanged = files.length > 0 || Object.entries(input).some(([key, value]) => key !== 'is_active' && key !== 'expires_at' && value !== undefined);
  const held = contentChanged && live.moderationState === 'published' && (live.revision?.state === 'pending' || (await editsHeld(deps.db, 'announcement')));
  // A held edit starts from the pending one (the version its author sees in the form).
  const a = held ? proposedRow(live) : live;
  const liveImages = await repo.listImages(deps.db, live.id);
  const current = held ? proposedImages(live, liveImages) : liveImages;
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
  const direct: Partial<repo.NewAnnouncement> = {};
  if (input.is_active !== undefined) direct.isActive = input.is_active;
  // A new last day (an expired announcement is listed again until it is over).
  if (input.expires_at !== undefined) direct.expiresAt = expiryOfLastDay(input.expires_at);
  const newKeys = await storeAnnouncementImages(deps, files);

  if (held) {
    const { removedKeys } = await writingNewFiles(deps, newKeys, () =>
      repo.proposeEdit(deps.db, live.id, direct, values, keepIds, newKeys, (tx) => openRevision(tx, 'announcement', reviewItem({ ...live, title }))),
    );
    if (Object.keys(direct).length) {
      invalidateAnnouncementCaches();
      await announcementChanged(deps, live.id);
    }
    await removeFiles(deps, removedKeys);
    return;
  }

  Object.assign(values, direct);
  // A change of content of a pre-moderated kind, or of a rejected announcement, sends it back to review.
  const state = contentChanged ? await reviewState(deps.db, 'announcement', live.moderationState) : live.moderationState;
  if (state !== live.moderationState) Object.assign(values, { moderationState: state, moderationReason: null, moderationMessage: null });
  const dropRevision = contentChanged && live.revision !== null;
  const { removedKeys } = await writingNewFiles(deps, newKeys, () =>
    repo.updateWithImages(
      deps.db,
      live.id,
      values,
      keepIds,
      newKeys,
      async (tx) => {
        if (dropRevision) await closeRevisionCase(tx, 'announcement', live.id);
        if (contentChanged && state === 'pending') await openReview(tx, 'announcement', reviewItem({ ...live, title }), live.moderationState !== 'pending');
      },
      dropRevision,
    ),
  );
  invalidateAnnouncementCaches();
  await announcementChanged(deps, live.id);
  await removeFiles(deps, removedKeys);
}

/** DELETE user-announcements/{guid}/: its author, or a moderator. */
export async function removeAnnouncement(deps: AnnouncementsDeps, user: AuthUser, guid: string) {
  const a = await changeable(deps, user, guid, canDeleteAnnouncement);
  const keys = await repo.deleteAnnouncement(deps.db, a.id, async (tx) => {
    await closeCasesOf(tx, 'announcement', [a.id]);
    // Its address answers 410 from now on, with others of its type (issue 40).
    await rememberRemoved(tx, 'announcement', a.meta, a.type);
    // A moderator deleting someone else's announcement is an admin action: audited in the same transaction.
    if (a.userId !== user.id) {
      await recordAudit(tx, user, { action: 'announcement.delete', targetId: a.guid, targetLabel: a.title, before: { title: a.title, type: a.type, is_active: a.isActive }, after: null });
    }
  });
  invalidateAnnouncementCaches();
  await announcementChanged(deps, a.id);
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


/**
 * A new announcement was published: its saved-search alerts are queued (announcements.search-alerts),
 * so the request that published it never waits for them, and they are sent even if this instance
 * stops. Given the transaction that publishes it, the job is queued in it (it exists if and only if
 * the announcement does); after the fact, a failure to queue is logged: the announcement is stored.
 */
export async function queueSearchAlerts(deps: Pick<AnnouncementsDeps, 'searchAlerts' | 'log'>, a: typeof announcements.$inferSelect, tx?: Db) {
  // An announcement approved only after its last day is over is news to nobody.
  if (a.expiresAt.getTime() <= Date.now() || !deps.searchAlerts) return;
  if (tx) return deps.searchAlerts.send({ announcement: a.id }, tx);
  await deps.searchAlerts.send({ announcement: a.id }).catch((err: unknown) => deps.log?.error({ err, announcement: a.guid }, 'saved-search alerts not queued'));
}

const SEARCH_MATCH = 'announcements.search_match';

/**
 * The job of announcements.search-alerts: every user (not its author) with a saved search the
 * announcement matches gets one notification (code announcements.search_match, {title, type}; the web
 * words it), shown in their open tabs and pushed. Still published and not over, or nobody is told.
 * Tried again after a failure part-way, it tells only those not yet told.
 */
export async function alertSavedSearches(deps: Pick<AnnouncementsDeps, 'db' | 'pushNotification'>, job: SearchAlertJob): Promise<void> {
  const a = await repo.findTableRow(deps.db, job.announcement);
  if (!a || !a.isActive || a.moderationState !== 'published' || a.expiresAt.getTime() <= Date.now()) return;
  const link = pathOf(a);
  const userIds = await repo.usersWithMatchingSearch(deps.db, a);
  const told = await usersAlreadyNotified({ db: deps.db }, userIds, SEARCH_MATCH, link);
  for (const userId of userIds) {
    if (told.has(userId)) continue;
    const notification = await createNotification({ db: deps.db }, { userId, code: SEARCH_MATCH, params: { title: a.title, type: a.type }, type: 'info', link });
    if (notification) await deps.pushNotification?.(userId, notification);
  }
}
