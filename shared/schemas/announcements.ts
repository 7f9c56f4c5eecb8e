import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, WORK_TIMES } from '../constants';
import { publicUserSchema } from './common';

/** Answers of /api/announcements/ (spec §3 Announcement; §7 announcement calls). */

/** A region or district with its Latin, Russian and English names (the reader's language picks one). */
const placeSchema = z.object({ id: z.number().int(), name_uz: z.string(), name_ru: z.string().nullable(), name_en: z.string() });

export const announcementSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string(),
    description: z.string(),
    address: z.string(),
    region: placeSchema.nullable(),
    district: placeSchema.nullable(),
    experience: z.string(),
    work_time: z.enum(WORK_TIMES),
    price_min: z.number().int().nullable(),
    price_max: z.number().int().nullable(),
    /** Pay is agreed ('Kelishiladi'). The seed used two names for it; both are sent. */
    negotiable: z.boolean(),
    dealed: z.boolean(),
    argued: z.boolean(),
    thumbnail: z.string().nullable(),
    views: z.number().int(),
    created_at: z.string(),
    user: publicUserSchema.extend({ guid: z.string() }),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsHomeDataSchema = z
  .object({ service_announcement: z.array(announcementSchema), work_announcement: z.array(announcementSchema) })
  .meta({ id: 'AnnouncementsHomeData' });
export type AnnouncementsHomeData = z.infer<typeof announcementsHomeDataSchema>;

/** GET announcement/{meta}/: the announcement and the others of its type. */
export const announcementDetailSchema = z.object({ announcement: announcementSchema, announcements: z.array(announcementSchema) });
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;
