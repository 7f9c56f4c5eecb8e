import { z } from 'zod';
import { cleanPhone } from '../format/phone';
import { ADMIN_SEARCH_MIN, LIST_PAGE_SIZE_MAX, PHONE_DIGITS, ROLES } from '../constants';
import { MSG } from '../validation/messages';

/**
 * Names: letters only (spec §5), in any script, with the Uzbek apostrophe and hyphen between letters,
 * so "G'ayrat", "O'g'iloy" and "Abdulla-Xo'ja" are accepted while digits and symbols are not.
 */
export const NAME_PATTERN = /^\p{L}+(?:['\u2018\u2019\u02BB\u02BC`\- ]\p{L}+)*$/u;

/** A required text field: missing, non-string or blank input all give the one required message. */
export const requiredText = (requiredMessage: string, max = 200) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MSG.tooLong);

export const nameField = (requiredMessage: string, lettersMessage: string) =>
  requiredText(requiredMessage, 60).regex(NAME_PATTERN, lettersMessage);

export const optionalName = (lettersMessage: string) =>
  z.string().trim().max(60, MSG.tooLong).regex(NAME_PATTERN, lettersMessage).or(z.literal(''));

/** Phone as typed (mask or digits) → the 9 significant digits. */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .transform((v) => cleanPhone(v))
  .refine((v) => v.length === PHONE_DIGITS, MSG.phoneInvalid);

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(8, MSG.passwordTooShort)
  .max(128, MSG.tooLong);

/** Integer id that may arrive as a number or as a form string. */
export const idField = (message: string) =>
  z.union([z.number(), z.string().trim().min(1, message)], { error: message }).transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** YYYY-MM-DD, a real date, not in the future, not before 1900. */
export const dateField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '1900-01-01' && d.getTime() <= Date.now();
    }, invalidMessage);

// ---------------------------------------------------------------------------------------------
// Route parameters, paging, admin lists and the error answer: one definition for every module and
// for the web app. Route schemas (server) and fetchers (web) both use these.

const BAD_ADDRESS = MSG.badAddress;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A readable URL slug (spec §3 `meta`). */
export const metaField = z.string({ error: BAD_ADDRESS }).trim().min(1, BAD_ADDRESS).max(200, BAD_ADDRESS);
/** A public id (uuid). */
export const guidField = z.string({ error: BAD_ADDRESS }).trim().regex(UUID_PATTERN, BAD_ADDRESS);
/** A positive integer id that fits an `integer` column, as it arrives in a path or query string. */
export const intIdField = z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).positive(BAD_ADDRESS).max(2 ** 31 - 1, BAD_ADDRESS);

/** Path parameters: {meta} and {guid}. */
export const metaParamsSchema = z.object({ meta: metaField });
export const guidParamsSchema = z.object({ guid: guidField });
export const idParamsSchema = z.object({ id: intIdField });

/** A page number (1-based) as it arrives in a query string. */
export const pageNumberField = z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(10_000, BAD_ADDRESS).default(1);
/** A page size, bounded by LIST_PAGE_SIZE_MAX. */
export const pageSizeField = (defaultSize: number) =>
  z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(LIST_PAGE_SIZE_MAX, BAD_ADDRESS).default(defaultSize);
/** ?page=&page_size= of the public lists. */
export const pageQuerySchema = (defaultSize = 24) => z.object({ page: pageNumberField, page_size: pageSizeField(defaultSize) });

const PAGE_SIZE_MESSAGE = "page_size 1 dan 100 gacha bo'lishi kerak";
/** Body of every admin list (spec §7): {role?, page_number, page_size, q, verify?}. */
export const adminListBodySchema = z.object({
  role: z.enum(['all', 'admins', 'mods', 'housemakers', 'users', ...ROLES]).optional(),
  page_number: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(LIST_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE).default(10),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .default('')
    .transform((v) => (v.length < ADMIN_SEARCH_MIN ? '' : v)),
  verify: z.boolean().optional(),
});
export type AdminListBody = z.input<typeof adminListBodySchema>;

/** The admin list answer of spec §7: {data, current_page, total_pages} (and the count). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), current_page: z.number().int(), total_pages: z.number().int(), count: z.number().int() });
export interface Paged<T> {
  data: T[];
  current_page: number;
  total_pages: number;
  count: number;
}

/** Every error answer: {code, message, errors?} (DESIGN §3). */
export const errorSchema = z
  .object({
    /** What went wrong, e.g. shop.product_not_found; clients show their own text for it. */
    code: z.string(),
    /** The same in Uzbek, for API readers and logs (the spec's fixed messages where it has them). */
    message: z.string(),
    /** Numbers and names the code's text needs, e.g. {minutes: 5} for rate_limited. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Per field, a validation message code (shared/validation/messages.ts), e.g. {phone: 'phone_invalid'}. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

/** An answer that only says what happened, e.g. {message: 'User registered'}. */
export const messageSchema = z.object({ message: z.string() });

/** The author of a card (product, news item, course): names and the profile picture URL (or null). */
export const publicUserSchema = z.object({ first_name: z.string(), last_name: z.string(), pfp: z.string().nullable() }).meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A category of shop, news or courses, as lists show it. */
export const categorySchema = z.object({ guid: z.string(), meta: z.string(), title: z.string() });

/** A page of a public list: the items and the next page's number, or null on the last one. */
export const resultsPageSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), next_page: z.number().int().nullable() });
