import type { Announcement, AnnouncementFull, AnnouncementItem, SavedSearch, UserAnnouncement } from '@shared/schemas/announcements';
import { imageKeyToUrl } from '../../lib/images';
import type { AnnouncementRow, SavedSearchRow } from './announcements.repository';
import { presentModerationInfo, presentRevision } from '../moderation';

/** Row → the spec's JSON (spec §3). The negotiable flag is sent under the three names clients use. */
export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    guid: row.guid,
    meta: row.meta,
    type: row.type,
    title: row.title,
    description: row.description,
    address: row.address,
    region: row.regionId !== null && row.regionName !== null ? { id: row.regionId, name_uz: row.regionName, name_oz: row.regionNameOz ?? row.regionName, name_ru: row.regionNameRu, name_en: row.regionNameEn ?? row.regionName } : null,
    district: row.districtId !== null && row.districtName !== null ? { id: row.districtId, name_uz: row.districtName, name_oz: row.districtNameOz ?? row.districtName, name_ru: row.districtNameRu, name_en: row.districtNameEn ?? row.districtName } : null,
    experience: row.experience,
    work_time: row.workTime,
    price_min: row.priceMin,
    price_max: row.priceMax,
    negotiable: row.negotiable,
    dealed: row.negotiable,
    argued: row.negotiable,
    thumbnail: imageKeyToUrl(row.picture),
    views: row.views,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expired,
    user: { guid: row.userGuid, first_name: row.userFirstName, last_name: row.userLastName, pfp: imageKeyToUrl(row.userPfp) },
  };
}

export const presentItem = (row: AnnouncementRow, saved: boolean): AnnouncementItem => ({ ...presentAnnouncement(row), saved });

const image = (i: { id: number; image: string }) => ({ id: i.id, image: imageKeyToUrl(i.image)! });

/** The announcement of its own page; applicants are counted for a job only (null for a service). */
export function presentFull(row: AnnouncementRow, images: { id: number; image: string }[], saved: boolean, applicants: number | null): AnnouncementFull {
  return { ...presentAnnouncement(row), images: images.map(image), saved, applicants_count: applicants };
}

export const presentOwn = (row: AnnouncementRow, images: { id: number; image: string }[], saved: boolean, applicants: number | null, editsHeld: boolean): UserAnnouncement => ({
  ...presentFull(row, images, saved, applicants),
  is_active: row.isActive,
  moderation: presentModerationInfo(row),
  revision: presentRevision(row.revision),
  edits_held: row.moderationState === 'published' && (editsHeld || row.revision?.state === 'pending'),
});

export const presentSavedSearch = (s: SavedSearchRow): SavedSearch => ({
  guid: s.guid,
  type: s.type,
  region: s.regionId,
  district: s.districtId,
  work_time: s.workTime,
  price_from: s.priceFrom,
  price_to: s.priceTo,
  negotiable: s.negotiable,
  q: s.q,
  created_at: s.createdAt.toISOString(),
});
