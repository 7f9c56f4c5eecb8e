import { z } from 'zod';
import { cleanPhone } from '../format/phone';
import { ADMIN_SEARCH_MIN, LIST_PAGE_SIZE_MAX, PASSWORD_MIN_LENGTH, PHONE_DIGITS, ROLES, SEARCH_QUERY_MAX } from '../constants';
import { MSG } from '../validation/messages';

/**
 * Names: letters only (spec §5), in any script, with the Uzbek apostrophe and hyphen between letters,
 * so "G'ayrat", "O'g'iloy" and "Abdulla-Xo'ja" are accepted while digits and symbols are not.
 */
const NAME_PATTERN = /^\p{L}+(?:['\u2018\u2019\u02BB\u02BC`\- ]\p{L}+)*$/u;

// ---------------------------------------------------------------------------------------------
// Every string the API takes is made by line() or text(): one place that refuses what no text of
// ours may hold. NUL bytes (which PostgreSQL cannot store in text and which cut strings short in C
// code), the other C0 control characters, DEL, and lone UTF-16 surrogates (half a character: not valid
// Unicode, so not valid UTF-8 on its way to the database). text() keeps tab, line feed and carriage
// return for fields that have several lines (descriptions, comments, messages); line() refuses them
// too. The rule is a pattern, so the OpenAPI document states it and a test checks that every string
// of every request schema has it (server/plugins/openapi.test.ts). A refusal is the field error
// text_invalid (MSG.textInvalid).

/* eslint-disable no-control-regex -- these two patterns exist to name the control characters they refuse */
/** Text of one line: no control character at all, no lone surrogate. */
const LINE_PATTERN = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
/** Text of several lines: tab, LF and CR allowed; every other control character and lone surrogates refused. */
const TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$/u;
/* eslint-enable no-control-regex */

type StringParams = Parameters<typeof z.string>[0];
/** A string of one line (names, titles, search words, ids as typed, passwords). */
export const line = (params?: StringParams) => z.string(params).regex(LINE_PATTERN, MSG.textInvalid);
/** A string that may have several lines (descriptions, comments, messages, biographies). */
export const text = (params?: StringParams) => z.string(params).regex(TEXT_PATTERN, MSG.textInvalid);

/** A required text field: missing, non-string or blank input all give the one required message. */
export const requiredText = (requiredMessage: string, max = 200, opts: { multiline?: boolean } = {}) =>
  (opts.multiline ? text : line)({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MSG.tooLong);

export const nameField = (requiredMessage: string, lettersMessage: string) =>
  requiredText(requiredMessage, 60).regex(NAME_PATTERN, lettersMessage);

export const optionalName = (lettersMessage: string) =>
  z.union([line().trim().max(60, MSG.tooLong).regex(NAME_PATTERN, lettersMessage), z.literal('')], { error: lettersMessage });

/** Phone as typed (mask or digits) → the 9 significant digits. */
export const phoneField = line({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .transform((v) => cleanPhone(v))
  .refine((v) => v.length === PHONE_DIGITS, MSG.phoneInvalid);

export const passwordField = line({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(128, MSG.tooLong);

/** The largest value of an `integer` column (PostgreSQL int4). */
export const INT_MAX = 2 ** 31 - 1;

/** Integer id that may arrive as a number or as a form string; it must fit an `integer` column. */
export const idField = (message: string) =>
  z.union([z.number(), line().trim().min(1, message)], { error: message }).transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > INT_MAX) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** YYYY-MM-DD, a real date, not in the future, not before 1900. */
export const dateField = (requiredMessage: string, invalidMessage: string) =>
  line({ error: requiredMessage })
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

/**
 * A readable URL slug (spec §3 `meta`): what slugify() makes (ASCII letters, digits, hyphens; the
 * underscore too), so anything else (a NUL byte included) is a 400 before any query. Slugs and
 * uuids need no line(): their own patterns already refuse every control character.
 */
const SLUG_PATTERN = /^[A-Za-z0-9_]+(?:-+[A-Za-z0-9_]+)*$/;
export const metaField = z.string({ error: BAD_ADDRESS }).trim().min(1, BAD_ADDRESS).max(200, BAD_ADDRESS).regex(SLUG_PATTERN, BAD_ADDRESS);
/** A public id (uuid). */
export const guidField = z.string({ error: BAD_ADDRESS }).trim().regex(UUID_PATTERN, BAD_ADDRESS);
/** A positive integer id that fits an `integer` column, as it arrives in a path or query string. */
export const intIdField = z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).positive(BAD_ADDRESS).max(INT_MAX, BAD_ADDRESS);

/** Path parameters: {meta} and {guid}. */
export const metaParamsSchema = z.object({ meta: metaField });
export const guidParamsSchema = z.object({ guid: guidField });
export const idParamsSchema = z.object({ id: intIdField });

/** A page number (1-based) as it arrives in a query string. */
export const pageNumberField = z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(10_000, BAD_ADDRESS).default(1);
/** A page size, bounded by LIST_PAGE_SIZE_MAX. */
export const pageSizeField = (defaultSize: number) =>
  z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(LIST_PAGE_SIZE_MAX, BAD_ADDRESS).default(defaultSize);
/** The words of a public search (?q= of the shop, announcements, news and courses): at most SEARCH_QUERY_MAX characters; empty lists everything. */
export const searchQueryField = line().trim().max(SEARCH_QUERY_MAX, MSG.tooLong).optional().default('');

/** ?page=&page_size= of the public lists. */
export const pageQuerySchema = (defaultSize = 24) => z.object({ page: pageNumberField, page_size: pageSizeField(defaultSize) });

const PAGE_SIZE_MESSAGE = MSG.pageSizeInvalid;
/** Body of every admin list (spec §7): {role?, page_number, page_size, q, verify?}. */
export const adminListBodySchema = z.object({
  role: z.enum(['all', 'admins', 'mods', 'housemakers', 'users', ...ROLES]).optional(),
  page_number: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(10_000, BAD_ADDRESS).default(1),
  page_size: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(LIST_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE).default(10),
  q: line()
    .trim()
    .max(100, MSG.tooLong)
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

/** What every public search answers when the query as typed found nothing and a corrected one did. */
export const didYouMeanField = z
  .string()
  .nullable()
  .describe('The corrected query these results are for, when the query as typed found nothing (one-letter slips: atals → atlas); else null');

/** A page of a public search (announcements, news): the page, and `did_you_mean`. */
export const searchedPageSchema = <T extends z.ZodType>(item: T) => pagedSchema(item).extend({ did_you_mean: didYouMeanField });
export type SearchedPage<T> = Paged<T> & { did_you_mean: string | null };

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

/**
 * The answer of a route whose rate limit is used up (429, with Retry-After and params.minutes): a
 * limited route declares it in its response schemas (`...rateLimitedAnswer`), so the document says
 * which routes may answer 429 (the API fuzzer accepts a 429 only where it is declared).
 */
export const rateLimitedAnswer = { 429: errorSchema.describe('Too many attempts: wait params.minutes (Retry-After) and try again') };

/** An answer that only says what happened, e.g. {message: 'User registered'}. */
export const messageSchema = z.object({ message: z.string() });

/** The author of a card (product, news item, course): names and the profile picture URL (or null). */
export const publicUserSchema = z.object({ first_name: z.string(), last_name: z.string(), pfp: z.string().nullable() }).meta({ id: 'PublicUser' });

/** A category of shop, news or courses, as lists show it. */
const categorySchema = z.object({ guid: z.string(), meta: z.string(), title: z.string() });

/**
 * A category's title in Russian and in English, where the admin gave them (null: readers of those
 * languages see the Uzbek `title`). Every answer that names a shop, news or course category carries them.
 */
export const otherTitlesShape = { title_ru: z.string().nullable(), title_en: z.string().nullable() };

/** A category named in the three languages: the Uzbek title, and the Russian and English ones where given. */
export const titledCategorySchema = categorySchema.extend(otherTitlesShape);

/** The admin's category form (shop, news, courses): the Uzbek title, required, and the Russian and English ones, which may be empty. */
export const categoryBodySchema = z.object({
  title: line({ error: MSG.categoryTitleRequired }).trim().min(2, MSG.categoryTitleRequired).max(80, MSG.tooLong),
  /** The title in Russian and in English; empty or missing ones show the Uzbek title. */
  title_ru: line().trim().max(80, MSG.tooLong).optional().default(''),
  title_en: line().trim().max(80, MSG.tooLong).optional().default(''),
});
export type CategoryBody = z.output<typeof categoryBodySchema>;

/** A page of a public list: the items and the next page's number, or null on the last one. */
export const resultsPageSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), next_page: z.number().int().nullable() });

/** A form's checkbox: a boolean, or 'true' / 'false' / '1' / '0' / 'on' as a form sends it. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])], { error: MSG.required })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** The answer of a 204: no body. */
export const noContentSchema = z.null().describe('No content');

/**
 * The scripts a reader may read people's own Uzbek text in (?script=): latn, as written (Uzbek Latin),
 * or cyrl, transliterated (latinToCyrillic). News answers its items so (details/{meta}/?script=cyrl);
 * product, announcement and course pages transliterate as they render (web/lib/text-script.ts).
 */
export const TEXT_SCRIPTS = ['latn', 'cyrl'] as const;
export type TextScript = (typeof TEXT_SCRIPTS)[number];
