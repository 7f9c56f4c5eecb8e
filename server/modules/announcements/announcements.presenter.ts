import type { Announcement } from '@shared/schemas/announcements';
import { imageKeyToUrl } from '../../lib/images';
import type { AnnouncementRow } from './announcements.repository';

/** Row → the spec's JSON (spec §3). The negotiable flag is sent under the three names clients use. */
export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    guid: row.guid,
    meta: row.meta,
    type: row.type,
    title: row.title,
    description: row.description,
    address: row.address,
    region: row.regionId !== null && row.regionName !== null ? { id: row.regionId, name_uz: row.regionName, name_ru: row.regionNameRu, name_en: row.regionNameEn ?? row.regionName } : null,
    district: row.districtId !== null && row.districtName !== null ? { id: row.districtId, name_uz: row.districtName, name_ru: row.districtNameRu, name_en: row.districtNameEn ?? row.districtName } : null,
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
    user: { guid: row.userGuid, first_name: row.userFirstName, last_name: row.userLastName, pfp: imageKeyToUrl(row.userPfp) },
  };
}

/** GET announcement/{meta}/: the announcement and the others of its type (the job page's left list). */
