import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementType } from '@shared/constants';
import type { Db } from '../../db/client';
import { districts, regions } from '../users/geo.table';
import { users } from '../users/users.table';
import { announcementImages, announcements } from './announcements.table';

/**
 * Every query of the announcements' public reads. An announcement carries its author, region and
 * district (joined) and its picture: the thumbnail, or else its first image (a correlated sub-select
 * served by announcement_images_announcement_idx). One query per list, whatever its length.
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
  type: announcements.type,
  title: announcements.title,
  description: announcements.description,
  address: announcements.address,
  regionId: regions.id,
  regionName: regions.nameUz,
  regionNameRu: regions.nameRu,
  regionNameEn: regions.nameEn,
  districtId: districts.id,
  districtName: districts.nameUz,
  districtNameRu: districts.nameRu,
  districtNameEn: districts.nameEn,
  experience: announcements.experience,
  workTime: announcements.workTime,
  priceMin: announcements.priceMin,
  priceMax: announcements.priceMax,
  negotiable: announcements.negotiable,
  picture,
  views: announcements.views,
  createdAt: announcements.createdAt,
  userGuid: users.guid,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userPfp: users.pfp,
};

export type AnnouncementRow = {
  id: number;
  guid: string;
  meta: string;
  type: AnnouncementType;
  title: string;
  description: string;
  address: string;
  regionId: number | null;
  regionName: string | null;
  regionNameRu: string | null;
  regionNameEn: string | null;
  districtId: number | null;
  districtName: string | null;
  districtNameRu: string | null;
  districtNameEn: string | null;
  experience: string;
  workTime: 'full_time' | 'part_time' | 'flexable_time';
  priceMin: number | null;
  priceMax: number | null;
  negotiable: boolean;
  picture: string | null;
  views: number;
  createdAt: Date;
  userGuid: string;
  userFirstName: string;
  userLastName: string;
  userPfp: string | null;
};

function select(db: Db, where: SQL) {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.userId))
    .leftJoin(regions, eq(regions.id, announcements.regionId))
    .leftJoin(districts, eq(districts.id, announcements.districtId))
    .where(and(eq(announcements.isActive, true), where));
}

/** The newest active announcements of a type (announcements_type_created_idx). */
export function latestOfType(db: Db, type: AnnouncementType, limit: number, exceptId?: number): Promise<AnnouncementRow[]> {
  const where = exceptId === undefined ? eq(announcements.type, type) : and(eq(announcements.type, type), ne(announcements.id, exceptId))!;
  return select(db, where).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(limit);
}

/** An active announcement, by meta; null when there is none. */
export async function findActiveByMeta(db: Db, meta: string): Promise<AnnouncementRow | null> {
  const [row] = await select(db, and(eq(announcements.meta, meta), eq(announcements.isActive, true))!).limit(1);
  return row ?? null;
}

/** An active announcement's owner, by guid (for other modules, e.g. the messenger's "ask about this" chat). */
export async function findAnnouncementOwner(db: Db, guid: string): Promise<{ id: number; guid: string; userId: number } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db
    .select({ id: announcements.id, guid: announcements.guid, userId: announcements.userId })
    .from(announcements)
    .where(and(eq(announcements.guid, guid), eq(announcements.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The sitemap's view of one type of announcement: the active ones, oldest first (new ones append). */
export async function countActiveOfType(db: Db, type: AnnouncementType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(announcements)
    .where(and(eq(announcements.type, type), eq(announcements.isActive, true)));
  return row?.n ?? 0;
}

export function activePagesOfType(db: Db, type: AnnouncementType, offset: number, limit: number): Promise<{ meta: string; updatedAt: Date }[]> {
  return db
    .select({ meta: announcements.meta, updatedAt: announcements.updatedAt })
    .from(announcements)
    .where(and(eq(announcements.type, type), eq(announcements.isActive, true)))
    .orderBy(announcements.id)
    .offset(offset)
    .limit(limit);
}
