import type { AnnouncementType, WorkTime } from '@shared/constants';
import { payIssues, type UserAnnouncement } from '@shared/schemas/announcements';
import { defaultLastDay, lastDayOf } from '@shared/announcement-days';
import { MSG } from '@shared/validation/messages';
import { priceText } from '@web/components/form/price-typing';
import { listingFormData } from '@web/lib/listing-payload';
import { htmlToText, textToHtml } from '@web/lib/text-html';

/**
 * From the announcement form to the API (spec §3 Announcement form draft, §7) and back. The payload
 * uses the spec's spellings (`annoucement_type`, `name`, `negotiate`). A job's description travels as
 * HTML (typed as text: paragraphs, line breaks and "- " lists, as the product form does); a service's
 * as the plain text it is, its line breaks kept. Pure, so the payloads are unit-tested.
 */

/** The form's fields as the inputs hold them. */
export interface AnnouncementFormFields<Image = unknown> {
  annoucement_type: AnnouncementType | '';
  name: string;
  price_min: string;
  price_max: string;
  negotiate: boolean;
  region: string;
  district: string;
  address: string;
  experience: string;
  work_time: WorkTime | '';
  description: string;
  /** The last day (YYYY-MM-DD): a new form shows the default (published + ANNOUNCEMENT_TTL_DAYS), an edit the stored one. */
  expires_at: string;
  images: Image[];
}

/** The form's values after announcementFormSchema (what handleSubmit hands over). */
export interface ParsedAnnouncementForm {
  annoucement_type: AnnouncementType;
  name: string;
  price_min?: number | null;
  price_max?: number | null;
  negotiate: boolean;
  region: number;
  district: number;
  address: string;
  experience: string;
  work_time: WorkTime;
  description: string;
  /** Only when the author changed the last day the form showed (the form's resolver leaves it out otherwise). */
  expires_at?: string;
}

export const isJob = (type: AnnouncementType | '' | undefined) => type === 'work_announcement';

/**
 * A new form: negotiable pay (spec §3: negotiate defaults to true), the type when the address names
 * one, and the last day it gets if published `now` and left as it is.
 */
export function emptyFields<Image>(type: AnnouncementType | '' = '', now = new Date()): AnnouncementFormFields<Image> {
  return {
    annoucement_type: type,
    name: '',
    price_min: '',
    price_max: '',
    negotiate: true,
    region: '',
    district: '',
    address: '',
    experience: '',
    work_time: '',
    description: '',
    expires_at: defaultLastDay(now),
    images: [],
  };
}

/** The edit form's fields from the stored announcement; its images become whatever `image` makes of them. */
export function fieldsFrom<Image>(a: UserAnnouncement, image: (img: UserAnnouncement['images'][number]) => Image): AnnouncementFormFields<Image> {
  return {
    annoucement_type: a.type,
    name: a.title,
    price_min: priceText(a.price_min),
    price_max: priceText(a.price_max),
    negotiate: a.negotiable,
    region: a.region ? String(a.region.id) : '',
    district: a.district ? String(a.district.id) : '',
    address: a.address,
    experience: a.experience,
    work_time: a.work_time,
    description: isJob(a.type) ? htmlToText(a.description) : a.description,
    expires_at: lastDayOf(a.expires_at),
    images: a.type === 'service_announcement' ? a.images.map(image) : [],
  };
}

/** An amount as typed ("1 500 000") → its number; anything else (empty, letters) → undefined. */
const typedAmount = (text: string): number | undefined => {
  const digits = text.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
};

/**
 * The rules across fields, on the values as typed: the pay rule (payIssues, the server's own) and the
 * image count of the type. The schema checks them only once every field parses; the form shows them
 * at once, with the field errors, so one press tells everything that is wrong.
 */
export function crossFieldIssues(v: Pick<AnnouncementFormFields, 'annoucement_type' | 'negotiate' | 'price_min' | 'price_max' | 'images'>): Record<string, string> {
  const issues = payIssues({ negotiate: v.negotiate, price_min: typedAmount(v.price_min), price_max: typedAmount(v.price_max) });
  if (v.annoucement_type === 'service_announcement' && v.images.length === 0) issues.images = MSG.imagesMin;
  if (v.annoucement_type === 'work_announcement' && v.images.length > 0) issues.images = MSG.imagesNotForJobs;
  return issues;
}

const descriptionOut = (type: AnnouncementType, text: string) => (isJob(type) ? textToHtml(text) : text);
const amountOut = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** POST user-announcements/: every field (the amounts only when the pay is stated), then each image file as `images`. */
export function buildCreateFormData(values: ParsedAnnouncementForm, files: readonly Blob[]): FormData {
  const stated = !values.negotiate;
  return listingFormData(
    {
      annoucement_type: values.annoucement_type,
      name: values.name,
      negotiate: String(values.negotiate),
      price_min: stated && values.price_min !== null && values.price_min !== undefined ? String(values.price_min) : undefined,
      price_max: stated && values.price_max !== null && values.price_max !== undefined ? String(values.price_max) : undefined,
      region: String(values.region),
      district: String(values.district),
      address: values.address,
      experience: values.experience,
      work_time: values.work_time,
      description: descriptionOut(values.annoucement_type, values.description),
      expires_at: values.expires_at || undefined,
    },
    isJob(values.annoucement_type) ? null : { files },
  );
}

/**
 * PATCH user-announcements/{guid}/: only what changed (the type never: it is fixed). The pay travels
 * whole (negotiate with both amounts, an empty one clearing it), as do region and district (the
 * district must lie in the region). A description whose text is unchanged is not sent, so formatting
 * the form cannot show is kept. A service always sends keep_images: it is how removed images go.
 */
export function buildUpdateFormData(initial: UserAnnouncement, values: ParsedAnnouncementForm, keepImageIds: readonly (number | string)[], newFiles: readonly Blob[]): FormData {
  const job = isJob(initial.type);
  const min = values.negotiate ? null : (values.price_min ?? null);
  const max = values.negotiate ? null : (values.price_max ?? null);
  const payChanged = values.negotiate !== initial.negotiable || (!values.negotiate && (min !== initial.price_min || max !== initial.price_max));
  const placeChanged = values.region !== initial.region?.id || values.district !== initial.district?.id;
  const initialText = job ? htmlToText(initial.description).trim() : initial.description.trim();
  const changed = <K extends keyof ParsedAnnouncementForm>(key: K, before: unknown) => (values[key] !== before ? String(values[key]) : undefined);
  return listingFormData(
    {
      name: changed('name', initial.title),
      negotiate: payChanged ? String(values.negotiate) : undefined,
      price_min: payChanged ? amountOut(min) : undefined,
      price_max: payChanged ? amountOut(max) : undefined,
      region: placeChanged ? String(values.region) : undefined,
      district: placeChanged ? String(values.district) : undefined,
      address: changed('address', initial.address),
      experience: changed('experience', initial.experience),
      work_time: changed('work_time', initial.work_time),
      description: values.description !== initialText ? descriptionOut(initial.type, values.description) : undefined,
      expires_at: values.expires_at && values.expires_at !== lastDayOf(initial.expires_at) ? values.expires_at : undefined,
    },
    job ? null : { keep: keepImageIds, files: newFiles },
  );
}

/** The API's field names → the form's inputs, where they differ. */
export const SERVER_FIELD_TO_FORM: Record<string, 'annoucement_type' | 'name' | 'price_min' | 'images' | 'description'> = {
  type: 'annoucement_type',
  announcement_type: 'annoucement_type',
  title: 'name',
  negotiate: 'price_min',
  images: 'images',
  'images[]': 'images',
  keep_images: 'images',
};

/** The form's inputs, in the order a failed submit focuses them. */
export const ANNOUNCEMENT_FORM_FIELDS = ['annoucement_type', 'name', 'price_min', 'price_max', 'region', 'district', 'address', 'experience', 'work_time', 'description', 'expires_at', 'images'] as const;
