import { and, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementType, ModerationState, WorkTime } from '@shared/constants';
import type { AnnouncementSort } from '@shared/schemas/announcements';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import { countPerPeriod, type Period } from '../../lib/periods';
import { containsEveryWord, startsEveryWord } from '../../lib/search';
import { listingImages } from '../../lib/listing-images';
import type { StoredRevision } from '../../db/columns';
import { districts, regions, users } from '../users';
import { announcementImages, announcements, announcementSavedSearches, savedAnnouncements } from './announcements.table';
import { onPage } from '../../lib/paging';

/**
 * Every query of the announcements. An announcement carries its author, region and district (joined)
 * and its picture: the thumbnail, or else its first image (a correlated sub-select served by
 * announcement_images_announcement_idx). One query per list, whatever its length.
 */

const picture = sql<string | null>`coalesce(${announcements.thumbnail}, (
  select ${announcementImages.image} from ${announcementImages}
  where ${announcementImages.announcementId} = ${announcements.id}
  order by ${announcementImages.position}, ${announcementImages.id}
  limit 1
))`;

const columns = {
  id: announcements.id,
  guid: announcements.guid,
  meta: announcements.meta,
  userId: announcements.userId,
  type: announcements.type,
  title: announcements.title,
  description: announcements.description,
  address: announcements.address,
  regionId: regions.id,
  regionName: regions.nameUz,
  regionNameOz: regions.nameOz,
  regionNameRu: regions.nameRu,
  regionNameEn: regions.nameEn,
  districtId: districts.id,
  districtName: districts.nameUz,
  districtNameOz: districts.nameOz,
  districtNameRu: districts.nameRu,
  districtNameEn: districts.nameEn,
  experience: announcements.experience,
  workTime: announcements.workTime,
  priceMin: announcements.priceMin,
  priceMax: announcements.priceMax,
  negotiable: announcements.negotiable,
  picture,
  thumbnail: announcements.thumbnail,
  views: announcements.views,
  isActive: announcements.isActive,
  moderationState: announcements.moderationState,
  moderationReason: announcements.moderationReason,
  moderationMessage: announcements.moderationMessage,
  moderatedAt: announcements.moderatedAt,
  createdAt: announcements.createdAt,
  expiresAt: announcements.expiresAt,
  /** Past its last day, by the database's clock (the same one the lists leave it out by). */
  expired: sql<boolean>`${announcements.expiresAt} <= now()`,
  userGuid: users.guid,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userPfp: users.pfp,
  revision: announcements.revision,
};

export type AnnouncementRow = {
  id: number;
  guid: string;
  meta: string;
  userId: number;
  type: AnnouncementType;
  title: string;
  description: string;
  address: string;
  regionId: number | null;
  regionName: string | null;
  regionNameOz: string | null;
  regionNameRu: string | null;
  regionNameEn: string | null;
  districtId: number | null;
  districtName: string | null;
  districtNameOz: string | null;
  districtNameRu: string | null;
  districtNameEn: string | null;
  experience: string;
  workTime: WorkTime;
  priceMin: number | null;
  priceMax: number | null;
  negotiable: boolean;
  picture: string | null;
  /** The demo content's picture of a service (new announcements have images instead). */
  thumbnail: string | null;
  views: number;
  isActive: boolean;
  moderationState: ModerationState;
  moderationReason: string | null;
  moderationMessage: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
  userGuid: string;
  userFirstName: string;
  userLastName: string;
  userPfp: string | null;
  /** Its author's edit waiting beside it (issue 40), or null. */
  revision: StoredRevision | null;
};

/** The announcements (active or not: `where` says) with their author, region and district. */
function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.userId))
    .leftJoin(regions, eq(regions.id, announcements.regionId))
    .leftJoin(districts, eq(districts.id, announcements.districtId))
    .where(where);
}

/** What everyone may see: active (not hidden by its author) and published by moderation (issue 15). */
const active = and(eq(announcements.isActive, true), eq(announcements.moderationState, 'published'))!;
/**
 * What the public lists show (the home data, the list and its search, the others beside a job, the
 * sitemap): the active ones before their last day is over (issue 23). An expired one's own page still answers.
 */
const listed = and(active, gt(announcements.expiresAt, sql`now()`))!;

/** The newest listed announcements of a type (announcements_type_created_idx). */
export function latestOfType(db: Db, type: AnnouncementType, limit: number, exceptId?: number): Promise<AnnouncementRow[]> {
  const where = and(listed, eq(announcements.type, type), exceptId === undefined ? undefined : ne(announcements.id, exceptId));
  return select(db, where).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(limit);
}

/** An announcement in any state, by meta; null when there is none. */
export async function findByMeta(db: Db, meta: string): Promise<AnnouncementRow | null> {
  const [row] = await select(db, eq(announcements.meta, meta)).limit(1);
  return row ?? null;
}

/** An announcement in any state, by guid; null when there is none (or the guid is malformed). */
export async function findByGuid(db: Db, guid: string): Promise<AnnouncementRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await select(db, eq(announcements.guid, guid)).limit(1);
  return row ?? null;
}

/** An active announcement's owner, by guid (for other modules, e.g. the messenger's "ask about this" chat). */
export async function findAnnouncementOwner(db: Db, guid: string): Promise<{ id: number; guid: string; userId: number; expired: boolean } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db
    .select({ id: announcements.id, guid: announcements.guid, userId: announcements.userId, expired: sql<boolean>`${announcements.expiresAt} <= now()` })
    .from(announcements)
    .where(and(eq(announcements.guid, guid), active))
    .limit(1);
  return row ?? null;
}

/** Announcements by guid (lower-case) with whether everyone may see them: what a chat is about (the messenger). */
export async function announcementsByGuid(db: Db, guids: readonly string[]) {
  if (!guids.length) return [];
  return db
    .select({ guid: announcements.guid, title: announcements.title, meta: announcements.meta, type: announcements.type, visible: sql<boolean>`${active}` })
    .from(announcements)
    .where(inArray(announcements.guid, [...guids]));
}

export async function metaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.meta, meta)).limit(1);
  return !!row;
}

// --- the list (GET list/) ------------------------------------------------------------------------

export interface ListFilters {
  type?: AnnouncementType;
  regionId?: number;
  districtId?: number;
  workTime?: WorkTime;
  /** Pay overlapping from–to. */
  priceFrom?: number;
  priceTo?: number;
  negotiable?: boolean;
  /** Query words as search keys (searchWords). */
  words: string[];
}

/** The low and high ends of an announcement's pay (either end alone stands for both). */
const payLow = sql`coalesce(${announcements.priceMin}, ${announcements.priceMax})`;
const payHigh = sql`coalesce(${announcements.priceMax}, ${announcements.priceMin})`;

function listWhere(f: ListFilters): SQL {
  const c: SQL[] = [listed];
  if (f.type) c.push(eq(announcements.type, f.type));
  if (f.regionId !== undefined) c.push(eq(announcements.regionId, f.regionId));
  if (f.districtId !== undefined) c.push(eq(announcements.districtId, f.districtId));
  if (f.workTime) c.push(eq(announcements.workTime, f.workTime));
  if (f.negotiable !== undefined) c.push(eq(announcements.negotiable, f.negotiable));
  if (f.priceFrom !== undefined || f.priceTo !== undefined) {
    // A pay range asks for a stated pay: 'Kelishiladi' states none.
    c.push(eq(announcements.negotiable, false));
    if (f.priceFrom !== undefined) c.push(sql`${payHigh} >= ${f.priceFrom}`);
    if (f.priceTo !== undefined) c.push(sql`${payLow} <= ${f.priceTo}`);
  }
  c.push(...containsEveryWord(announcements.searchText, f.words));
  return and(...c)!;
}

/** Newest first; by pay, those with no stated pay last. The id breaks ties, so pages are stable. */
const SORTS: Record<AnnouncementSort, SQL[]> = {
  newest: [desc(announcements.createdAt), desc(announcements.id)],
  pay_asc: [sql`${payLow} asc nulls last`, desc(announcements.createdAt), desc(announcements.id)],
  pay_desc: [sql`${payHigh} desc nulls last`, desc(announcements.createdAt), desc(announcements.id)],
};

/** One page of the list and the count of every match. */
export async function listPage(db: Db, f: ListFilters, sort: AnnouncementSort, page: number, pageSize: number): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      select(db, where)
        .orderBy(...SORTS[sort])
        .$dynamic(),
      { page, pageSize },
    ),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total };
}

// --- images --------------------------------------------------------------------------------------

/** An announcement's images (lib/listing-images.ts): listed in order, stored with the announcement in one transaction. */
const announcementImageStore = listingImages(announcements, announcementImages, 'announcementId');
export const { list: listImages, listOf: listImagesOf } = announcementImageStore;

// --- writes --------------------------------------------------------------------------------------

export type NewAnnouncement = typeof announcements.$inferInsert;

/** Inserts the announcement and its images; a failure leaves nothing behind. */
export const insertWithImages = announcementImageStore.insert;
/** Updates the announcement, drops the images not kept and appends new ones; answers the keys of the dropped files. */
export const updateWithImages = announcementImageStore.update;
/**
 * Deletes the announcement (images and saves cascade), releasing its image files; answers their keys.
 * A thumbnail is left alone: only the demo content sets one, and it may be another item's picture.
 */
export const deleteAnnouncement = announcementImageStore.remove;
/** Keeps an edit of a live announcement beside it until a moderator decides (issue 40). */
export const proposeEdit = announcementImageStore.propose;
/** A moderator's decision on an announcement's pending edit (issue 40), inside the decision's transaction. */
export const { applyProposal: applyEdit, rejectProposal: rejectEdit } = announcementImageStore;

// --- the author's own list -----------------------------------------------------------------------

/** The author's announcements in every state, newest first. */
export async function ownPage(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(announcements.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      select(db, where)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .$dynamic(),
      { page, pageSize },
    ),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total };
}

// --- saved announcements -------------------------------------------------------------------------

export async function saveAnnouncement(db: Db, userId: number, announcementId: number) {
  await db.insert(savedAnnouncements).values({ userId, announcementId }).onConflictDoNothing();
}

export async function unsaveAnnouncement(db: Db, userId: number, announcementId: number) {
  await db.delete(savedAnnouncements).where(and(eq(savedAnnouncements.userId, userId), eq(savedAnnouncements.announcementId, announcementId)));
}

/** Which of these announcements the user saved: one query for a page. */
export async function savedAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: savedAnnouncements.announcementId })
    .from(savedAnnouncements)
    .where(and(eq(savedAnnouncements.userId, userId), inArray(savedAnnouncements.announcementId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The user's saved announcements, most recently saved first; one hidden since drops out (unless it is the user's own). */
export async function savedPage(db: Db, userId: number, page: number, pageSize: number) {
  const visible = and(eq(savedAnnouncements.userId, userId), or(active, eq(announcements.userId, userId)));
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      db
        .select(columns)
        .from(savedAnnouncements)
        .innerJoin(announcements, eq(announcements.id, savedAnnouncements.announcementId))
        .innerJoin(users, eq(users.id, announcements.userId))
        .leftJoin(regions, eq(regions.id, announcements.regionId))
        .leftJoin(districts, eq(districts.id, announcements.districtId))
        .where(visible)
        .orderBy(desc(savedAnnouncements.createdAt), desc(announcements.id))
        .$dynamic(),
      { page, pageSize },
    ),
    db.select({ total: count() }).from(savedAnnouncements).innerJoin(announcements, eq(announcements.id, savedAnnouncements.announcementId)).where(visible),
  ]);
  return { rows, total };
}

// --- saved searches ------------------------------------------------------------------------------

export type SavedSearchRow = typeof announcementSavedSearches.$inferSelect;
export type NewSavedSearch = typeof announcementSavedSearches.$inferInsert;

export async function insertSavedSearch(db: Db, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await db.insert(announcementSavedSearches).values(values).returning();
  return row;
}

export const savedSearchesOf = (db: Db, userId: number) =>
  db
    .select()
    .from(announcementSavedSearches)
    .where(eq(announcementSavedSearches.userId, userId))
    .orderBy(desc(announcementSavedSearches.createdAt), desc(announcementSavedSearches.id));

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(announcementSavedSearches).where(eq(announcementSavedSearches.userId, userId));
  return n;
}

/** Deletes one of the user's saved searches; answers whether there was one. */
export async function deleteSavedSearch(db: Db, userId: number, guid: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return false;
  const deleted = await db
    .delete(announcementSavedSearches)
    .where(and(eq(announcementSavedSearches.userId, userId), eq(announcementSavedSearches.guid, guid)))
    .returning({ id: announcementSavedSearches.id });
  return deleted.length > 0;
}

/**
 * The users (other than its author) with a saved search that this announcement matches: each of the
 * search's filters left empty or equal, its pay range overlapping the announcement's stated pay, and
 * each of its words found in the announcement's search text.
 */
export async function usersWithMatchingSearch(
  db: Db,
  a: { userId: number; type: AnnouncementType; regionId: number | null; districtId: number | null; workTime: WorkTime; negotiable: boolean; priceMin: number | null; priceMax: number | null; searchText: string },
): Promise<number[]> {
  const s = announcementSavedSearches;
  const low = a.negotiable ? null : (a.priceMin ?? a.priceMax);
  const high = a.negotiable ? null : (a.priceMax ?? a.priceMin);
  const rows = await db
    .selectDistinct({ userId: s.userId })
    .from(s)
    .where(
      and(
        ne(s.userId, a.userId),
        sql`(${s.type} is null or ${s.type} = ${a.type})`,
        sql`(${s.regionId} is null or ${s.regionId} = ${a.regionId})`,
        sql`(${s.districtId} is null or ${s.districtId} = ${a.districtId})`,
        sql`(${s.workTime} is null or ${s.workTime} = ${a.workTime})`,
        sql`(${s.negotiable} is null or ${s.negotiable} = ${a.negotiable})`,
        sql`(${s.priceFrom} is null or ${high}::bigint >= ${s.priceFrom})`,
        sql`(${s.priceTo} is null or ${low}::bigint <= ${s.priceTo})`,
        sql`not exists (select 1 from unnest(${s.words}) as w(word) where strpos(${a.searchText}::text, w.word) = 0)`,
      ),
    );
  return rows.map((r) => r.userId);
}

// --- the sitemap ---------------------------------------------------------------------------------

/** The sitemap's view of one type of announcement: the listed ones, oldest first (new ones append). */
export async function countListedOfType(db: Db, type: AnnouncementType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(announcements)
    .where(and(eq(announcements.type, type), listed));
  return row?.n ?? 0;
}

export function listedPagesOfType(db: Db, type: AnnouncementType, offset: number, limit: number): Promise<{ meta: string; updatedAt: Date }[]> {
  return db
    .select({ meta: announcements.meta, updatedAt: announcements.updatedAt })
    .from(announcements)
    .where(and(eq(announcements.type, type), listed))
    .orderBy(announcements.id)
    .offset(offset)
    .limit(limit);
}

/** An announcement by id, in any state (moderation). */
/** The stored row itself (every column), e.g. for matching saved searches. */
export const findTableRow = (db: Db, id: number): Promise<typeof announcements.$inferSelect | null> => rowWhere(db, announcements, announcements.id, id);

export async function findById(db: Db, id: number): Promise<AnnouncementRow | null> {
  const [row] = await select(db, eq(announcements.id, id)).limit(1);
  return row ?? null;
}

/** The Uzbek names of a region and a district (a revision's diff, issue 40); '' for none. */
export async function geoNames(db: Db, regionId: number | null, districtId: number | null): Promise<{ region: string; district: string }> {
  const [r] = regionId === null ? [] : await db.select({ name: regions.nameUz }).from(regions).where(eq(regions.id, regionId)).limit(1);
  const [d] = districtId === null ? [] : await db.select({ name: districts.nameUz }).from(districts).where(eq(districts.id, districtId)).limit(1);
  return { region: r?.name ?? '', district: d?.name ?? '' };
}

/** Sets an announcement's expiry (a held one's default life starts at its approval). */
export async function setExpiry(db: Db, id: number, expiresAt: Date) {
  await db.update(announcements).set({ expiresAt }).where(eq(announcements.id, id));
}

/** A moderation decision on an announcement (issue 15). */
export async function setModeration(db: Db, id: number, change: { state: ModerationState; reason: string | null; message: string | null }) {
  await db
    .update(announcements)
    .set({ moderationState: change.state, moderationReason: change.reason, moderationMessage: change.message, moderatedAt: new Date() })
    .where(eq(announcements.id, id));
}

/** The admin overview: every announcement. */
export async function countAnnouncements(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(announcements);
  return row.total;
}

/** The admin overview: announcements added per period since `since` (announcements_created_idx range). */
export const countNewAnnouncements = (db: Db, period: Period, since: Date) => countPerPeriod(db, announcements, announcements.createdAt, period, since);

/**
 * Suggestions as you type (the header's search, issue 40): the newest listed announcements whose key
 * has words beginning with each of `words`, at most `limit`.
 */
export function announcementSuggestions(db: Db, words: readonly string[], limit: number): Promise<Array<{ title: string; meta: string; type: AnnouncementType }>> {
  return db
    .select({ title: announcements.title, meta: announcements.meta, type: announcements.type })
    .from(announcements)
    .where(and(listed, ...startsEveryWord(announcements.searchText, words)))
    .orderBy(desc(announcements.id))
    .limit(limit);
}

/** Which of these announcements the public lists show now (active, published, before their last day is over): the Telegram channel's sweep. */
export async function listedAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(listed, inArray(announcements.id, [...ids])));
  return rows.map((r) => r.id);
}
