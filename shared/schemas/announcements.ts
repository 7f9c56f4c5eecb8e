import { z } from 'zod';
import { ANNOUNCEMENT_MAX_TTL_DAYS, ANNOUNCEMENT_TTL_DAYS, ANNOUNCEMENT_TYPES, PRICE_MAX, PRODUCT_IMAGES_MAX, WORK_TIMES, type AnnouncementType } from '../constants';
import { lastDayIssue } from '../announcement-days';
import { MSG } from '../validation/messages';
import { formBoolean, idField, intIdField, line, pageNumberField, pageSizeField, publicUserSchema, requiredText, searchQueryField } from './common';
import { listingRevisionSchema, moderationInfoSchema } from './moderation';

/** Requests and answers of /api/announcements/ (spec §3 Announcement and its form draft; §7 announcement calls). */

/** A region or district with its Latin, Russian and English names (the reader's language picks one). */
const placeSchema = z.object({ id: z.number().int(), name_uz: z.string(), name_oz: z.string(), name_ru: z.string().nullable(), name_en: z.string() });

/** An announcement as lists and home-data show it (spec §3). */
const announcementSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string(),
    /** Sanitised HTML for a job; plain text with line breaks for a service. */
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
    /** When it stops being listed (JobPosting validThrough): the end of its last day, Tashkent time. */
    expires_at: z.string(),
    /** Past its last day: out of every public list; its own page still answers, saying so. */
    expired: z.boolean(),
    user: publicUserSchema.extend({ guid: z.string() }),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * GET mannouncement/{guid}/: an announcement as the chat's card draws it ('Ariza qoldirish' posts it
 * into the chat about it): what it is, its title, pay and page. Seen by whoever may see the
 * announcement (everyone while public; its author and the moderators otherwise): 404 when gone.
 */
export const messageAnnouncementSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string(),
    price_min: z.number().int().nullable(),
    price_max: z.number().int().nullable(),
    negotiable: z.boolean(),
  })
  .meta({ id: 'MessageAnnouncement' });
export type MessageAnnouncement = z.infer<typeof messageAnnouncementSchema>;

export const announcementsHomeDataSchema = z
  .object({ service_announcement: z.array(announcementSchema), work_announcement: z.array(announcementSchema) })
  .meta({ id: 'AnnouncementsHomeData' });
export type AnnouncementsHomeData = z.infer<typeof announcementsHomeDataSchema>;

const announcementImageSchema = z.object({ id: z.number().int(), image: z.string() }).meta({ id: 'AnnouncementImage' });

/** A list's announcement: with whether the caller saved it (false when anonymous). */
export const announcementItemSchema = announcementSchema.extend({ saved: z.boolean() }).meta({ id: 'AnnouncementItem' });
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

/**
 * The announcement of its own page: its images (a service's 1–4; a job has none), whether the caller
 * saved it, and for a job how many people applied (distinct users who opened a chat about it;
 * null for a service).
 */
const announcementFullSchema = announcementSchema
  .extend({ images: z.array(announcementImageSchema), saved: z.boolean(), applicants_count: z.number().int().nullable() })
  .meta({ id: 'AnnouncementFull' });
export type AnnouncementFull = z.infer<typeof announcementFullSchema>;

/**
 * GET announcement/{meta}/ (spec §7): for a job, the announcement and the others of its type
 * (`announcements`, the page's left list); for a service, the announcement only.
 */
export const announcementDetailSchema = z
  .object({ announcement: announcementFullSchema, announcements: z.array(announcementSchema).optional() })
  .meta({ id: 'AnnouncementDetail' });
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

/**
 * The author's own announcement (profile list, edit form): active or not; moderation: pre-moderation
 * and rejections (issue 15). While an edit of the live one waits for review (issue 40) it shows the
 * proposed version (the edit form starts from it) and `revision` says so; `edits_held`: an edit of
 * content now would wait for review while the live version stays public.
 */
export const userAnnouncementSchema = announcementFullSchema
  .extend({ is_active: z.boolean(), moderation: moderationInfoSchema, revision: listingRevisionSchema.nullable(), edits_held: z.boolean() })
  .meta({ id: 'UserAnnouncement' });
export type UserAnnouncement = z.infer<typeof userAnnouncementSchema>;

// ---------------------------------------------------------------------------------------------
// The list's filters (GET list/) and saved searches.

/** The list's type filter: 'service' or 'work' (the full type names are taken too). */
export const ANNOUNCEMENT_TYPE_FILTERS = ['service', 'work', ...ANNOUNCEMENT_TYPES] as const;
const typeOfFilter = (v: (typeof ANNOUNCEMENT_TYPE_FILTERS)[number]): AnnouncementType =>
  v === 'service' ? 'service_announcement' : v === 'work' ? 'work_announcement' : v;

const ANNOUNCEMENT_SORTS = ['newest', 'pay_asc', 'pay_desc'] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];

/** An amount of so'm as a number (JSON) or as text (a query string, a form); empty is none. */
const amountFilter = z
  .union([z.number().int(MSG.numberOnly).min(0, MSG.numberOnly).max(PRICE_MAX, MSG.priceTooLarge), line().trim().regex(/^\d{0,12}$/, MSG.numberOnly)])
  .transform((v) => (v === '' ? undefined : Number(v)))
  .optional();

const booleanFilter = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** The filters a list is read with and a search is saved with; every one optional. */
const filterFields = {
  /** service | work (or service_announcement | work_announcement). */
  type: z.enum(ANNOUNCEMENT_TYPE_FILTERS).transform(typeOfFilter).optional(),
  region: intIdField.optional(),
  district: intIdField.optional(),
  work_time: z.enum(WORK_TIMES, { error: MSG.workTimeInvalid }).optional(),
  /** Pay range: an announcement matches when its min–max overlaps from–to (a negotiable one has no stated pay, so it does not). */
  price_from: amountFilter,
  price_to: amountFilter,
  /** true: only 'Kelishiladi'; false: only those with a stated pay. */
  negotiable: booleanFilter,
  /** Words, found however they are spelled (Latin or Cyrillic, with or without the apostrophe letters), as in the shop. */
  q: searchQueryField,
};

/** GET list/: filters, search, sort and page (12 a page by default). */
export const announcementListQuerySchema = z.object({
  ...filterFields,
  sort: z.enum(ANNOUNCEMENT_SORTS).optional().default('newest'),
  page: pageNumberField,
  page_size: pageSizeField(12),
});
export type AnnouncementFilters = Omit<z.output<typeof announcementListQuerySchema>, 'sort' | 'page' | 'page_size'>;

/** POST saved-searches/: the list's filters to be told about (a JSON body; every field optional). */
export const savedSearchBodySchema = z.object(filterFields);

export const savedSearchSchema = z
  .object({
    guid: z.string(),
    type: z.enum(ANNOUNCEMENT_TYPES).nullable(),
    region: z.number().int().nullable(),
    district: z.number().int().nullable(),
    work_time: z.enum(WORK_TIMES).nullable(),
    price_from: z.number().int().nullable(),
    price_to: z.number().int().nullable(),
    negotiable: z.boolean().nullable(),
    q: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AnnouncementSavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** How many searches one user may save. */
export const SAVED_SEARCHES_MAX = 20;

// ---------------------------------------------------------------------------------------------
// The announcement form (spec §3 Announcement form draft, §4): create and edit.

/** An optional whole number of so'm as typed (string) or sent (number); empty is none (null: on an edit, it clears the amount). */
const optionalPrice = z
  .union([z.number(), line()], { error: MSG.numberOnly })
  .transform((v, ctx) => {
    const digits = typeof v === 'number' ? String(v) : v.replace(/\s/g, '');
    if (digits === '') return null;
    if (!/^\d+$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: MSG.numberOnly });
      return z.NEVER;
    }
    const n = Number(digits);
    if (n > PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.priceTooLarge });
      return z.NEVER;
    }
    return n;
  })
  .optional();

/**
 * The pay rule (spec §3, §4), one for the server and the form: negotiable pay needs no amounts (any
 * given are ignored); otherwise at least one end, and price_min ≤ price_max. Answers the field issues.
 */
export function payIssues(v: { negotiate: boolean; price_min?: number | null; price_max?: number | null }): Record<string, string> {
  if (v.negotiate) return {};
  const min = v.price_min ?? undefined;
  const max = v.price_max ?? undefined;
  if (min === undefined && max === undefined) return { price_min: MSG.payRequired };
  if (min !== undefined && max !== undefined && min > max) return { price_max: MSG.priceRange };
  return {};
}

/** `expires_at` of the form: the last day (YYYY-MM-DD); empty or left out: unchanged (a new one gets ANNOUNCEMENT_TTL_DAYS). */
const lastDayField = line()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return undefined;
    const issue = lastDayIssue(v);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return v;
  })
  .optional()
  .meta({
    description: `The announcement's last day, an ISO date (YYYY-MM-DD, a Tashkent day): today at the earliest, at most ${ANNOUNCEMENT_MAX_TTL_DAYS} days ahead. Left out on create: ${ANNOUNCEMENT_TTL_DAYS} days after it is published (for a held one, after its approval).`,
  });

/** The form draft's fields, without defaults (an edit changes only what it sends). */
const fieldShapes = {
  annoucement_type: z.enum(ANNOUNCEMENT_TYPES, { error: MSG.announcementTypeRequired }),
  name: requiredText(MSG.announcementNameRequired, 150),
  price_min: optionalPrice,
  price_max: optionalPrice,
  /** 'Kelishiladi': when true, price_min / price_max are ignored. */
  negotiate: formBoolean,
  region: idField(MSG.announcementRegionRequired),
  /** Must lie in the region. */
  district: idField(MSG.districtRequired),
  address: line().trim().max(300, MSG.tooLong),
  experience: line().trim().max(100, MSG.tooLong),
  work_time: z.enum(WORK_TIMES, { error: MSG.workTimeInvalid }),
  /** HTML for a job (sanitised as product descriptions are); plain text with line breaks for a service. */
  description: requiredText(MSG.announcementDescriptionRequired, 20_000, { multiline: true }),
  expires_at: lastDayField,
};

/**
 * POST user-announcements/ (multipart, or JSON for a job): the form draft's fields, spelled as the
 * spec spells them (`annoucement_type`, `name`, `negotiate`: true unless sent false). Images (a
 * service's 1–4) come as `images` or `images[]`; a job carries none.
 */
export const announcementFieldsSchema = z.object({
  ...fieldShapes,
  negotiate: fieldShapes.negotiate.optional().default(true),
  address: fieldShapes.address.optional().default(''),
  experience: fieldShapes.experience.optional().default(''),
});
export type AnnouncementFields = z.output<typeof announcementFieldsSchema>;

/**
 * PATCH user-announcements/{guid}/: every field optional (the type cannot change); keep_images lists
 * the image ids to keep (left out: all are kept), new files are added after them; is_active hides or
 * shows it again.
 */
export const announcementUpdateFieldsSchema = z.object(fieldShapes).partial().extend({
  keep_images: z
    .union([z.array(line()).max(50, MSG.imagesMax), line()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  is_active: formBoolean.optional(),
});
export type AnnouncementUpdateFields = z.output<typeof announcementUpdateFieldsSchema>;

/**
 * The web's form (spec §4), on current values: the same fields and the pay rule. `images` holds
 * whatever the uploader keeps (files, or existing image ids when editing): only its count is checked,
 * and only for a service.
 */
export const announcementFormSchema = announcementFieldsSchema
  .extend({ images: z.array(z.unknown()).max(PRODUCT_IMAGES_MAX, MSG.imagesMax).optional().default([]) })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(payIssues(v))) ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.annoucement_type === 'service_announcement' && v.images.length === 0) ctx.addIssue({ code: 'custom', path: ['images'], message: MSG.imagesMin });
    if (v.annoucement_type === 'work_announcement' && v.images.length > 0) ctx.addIssue({ code: 'custom', path: ['images'], message: MSG.imagesNotForJobs });
  });

/** POST/DELETE announcement/{meta}/save/: the new state. */
export const saveAnswerSchema = z.object({ saved: z.boolean() });
