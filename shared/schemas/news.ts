import { z } from 'zod';
import { MSG } from '../validation/messages';
import { adminListBodySchema, formBoolean, line, metaField, otherTitlesShape, pageNumberField, pageSizeField, publicUserSchema, requiredText, resultsPageSchema, searchQueryField, TEXT_SCRIPTS, titledCategorySchema } from './common';

/** Answers of /api/news/ (spec §3 News, Document; §7 news calls). */

/** A news category: its Uzbek title, and its Russian and English ones where the editor gave them (null: show the Uzbek). */
const newsCategorySchema = titledCategorySchema.meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/** An editor's news category: the public one, when it was made and how many items it holds. */
export const adminNewsCategorySchema = newsCategorySchema.extend({ created_at: z.string(), news_count: z.number().int() }).meta({ id: 'AdminNewsCategory' });
export type AdminNewsCategory = z.infer<typeof adminNewsCategorySchema>;


export const newsItemSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    short_description: z.string(),
    /** Present on the detail answer only. Plain text; newlines are line breaks. */
    description: z.string().optional(),
    thumbnail: z.string().nullable(),
    created_at: z.string(),
    /** Present on the detail answer only: when the item last changed (NewsArticle dateModified). */
    updated_at: z.string().optional(),
    views: z.number().int(),
    category: z.object({ title: z.string(), meta: z.string(), ...otherTitlesShape }),
    user: publicUserSchema,
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsHomeDataSchema = z
  .object({
    categories: z.array(newsCategorySchema),
    banner: newsItemSchema.nullable(),
    /** The week's items, newest first. */
    week: z.array(newsItemSchema),
  })
  .meta({ id: 'NewsHomeData' });
export type NewsHomeData = z.infer<typeof newsHomeDataSchema>;

/** GET category/{meta}/: the category and a page of its items. */
export const newsCategoryPageSchema = resultsPageSchema(newsItemSchema).extend({ category: newsCategorySchema });

export const documentItemSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['@a', '@b']),
    title: z.string(),
    subtitle: z.string(),
    link: z.string().nullable(),
    /** URL of the hosted PDF, or null. */
    file: z.string().nullable(),
    /** The PDF's size in bytes (the pages show it in the reader's units), or null without one. */
    file_size: z.number().int().nullable(),
    /** Honest views of its page (documents/details/{id}/): one visitor once a day. */
    views: z.number().int(),
  })
  .meta({ id: 'DocumentItem' });
export type DocumentItem = z.infer<typeof documentItemSchema>;
export const documentListSchema = z.object({ results: z.array(documentItemSchema) });

/** '@a' is legislation; anything else (e.g. '@b') small-business projects (spec: News screens). */
const documentType = line()
  .trim()
  .max(20, MSG.badAddress)
  .transform((t) => (t === '@a' ? ('@a' as const) : ('@b' as const)));

/** GET documents/{type}/. */
export const documentTypeParamsSchema = z.object({ type: documentType });

/** The spec's rule for /news/documents/{type}: '@a' is legislation, anything else small-business projects; absent = both. */
export const documentsQuerySchema = z.object({
  type: line()
    .trim()
    .max(20, MSG.badAddress)
    .optional()
    .transform((t) => (!t ? undefined : t === '@a' ? ('@a' as const) : ('@b' as const))),
});

/** GET list/: words (any spelling, Latin or Cyrillic), an optional category (meta), a page (12 by default). */
export const newsListQuerySchema = z.object({
  q: searchQueryField,
  category: metaField.optional(),
  page: pageNumberField,
  page_size: pageSizeField(12),
});

/** GET most-read/: how many (5 by default, at most 20). */
export const mostReadQuerySchema = z.object({
  limit: z.coerce.number({ error: MSG.badAddress }).int(MSG.badAddress).min(1, MSG.badAddress).max(20, MSG.badAddress).default(5),
});
export const newsResultsSchema = z.object({ results: z.array(newsItemSchema) });

/** GET details/{meta}/?script=cyrl: the title, short description and body in Uzbek Cyrillic (latn, the stored text, by default). */
export const newsDetailQuerySchema = z.object({ script: z.enum(TEXT_SCRIPTS, { error: MSG.badAddress }).optional().default('latn') });

// --- the editors (admins and moderators) -----------------------------------------------------------

/** An editor's news item: every field of the public one, and whether it is the banner and when it is published. */
export const adminNewsSchema = newsItemSchema
  .extend({ description: z.string(), is_banner: z.boolean(), published_at: z.string(), updated_at: z.string() })
  .meta({ id: 'AdminNewsItem' });
export type AdminNews = z.infer<typeof adminNewsSchema>;

const newsFieldShapes = {
  title: requiredText(MSG.newsTitleRequired, 200),
  /** The list's short text; left out, it is the body's first sentence. */
  short_description: line().trim().max(500, MSG.tooLong),
  /** HTML, sanitised as product descriptions are (plain text with newlines is kept as it is). */
  description: requiredText(MSG.newsDescriptionRequired, 50_000, { multiline: true }),
  /** The category's meta. */
  category: line({ error: MSG.newsCategoryRequired }).trim().min(1, MSG.newsCategoryRequired).max(200, MSG.badAddress),
  is_banner: formBoolean,
  /** ISO date-time; a future one schedules the item (it is public from then). Left out: now. */
  published_at: z.iso.datetime({ offset: true, error: MSG.dateInvalid }),
};

/** POST dashboard/news/ (multipart with an optional `image`, or JSON). */
export const newsFieldsSchema = z.object({
  ...newsFieldShapes,
  short_description: newsFieldShapes.short_description.optional(),
  is_banner: newsFieldShapes.is_banner.optional().default(false),
  published_at: newsFieldShapes.published_at.optional(),
});
export type NewsFields = z.output<typeof newsFieldsSchema>;

/** PATCH dashboard/news/{guid}/: every field optional; a new `image` replaces the old one. */
export const newsUpdateFieldsSchema = z.object(newsFieldShapes).partial();
export type NewsUpdateFields = z.output<typeof newsUpdateFieldsSchema>;

const documentFieldShapes = {
  type: z.enum(['@a', '@b'], { error: MSG.documentTypeRequired }),
  title: requiredText(MSG.documentTitleRequired, 500),
  subtitle: line().trim().max(500, MSG.tooLong),
  /** The external page (lex.uz for legislation): an http(s) address, or empty for none. */
  link: line()
    .trim()
    .max(1000, MSG.tooLong)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), MSG.linkInvalid),
};

/** POST dashboard/documents/ (multipart with an optional PDF `file`, or JSON). */
export const documentFieldsSchema = z.object({
  ...documentFieldShapes,
  subtitle: documentFieldShapes.subtitle.optional().default(''),
  link: documentFieldShapes.link.optional().default(''),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** PATCH dashboard/documents/{id}/: every field optional; a new `file` replaces the PDF, remove_file drops it. */
export const documentUpdateFieldsSchema = z
  .object(documentFieldShapes)
  .partial()
  .extend({ remove_file: formBoolean.optional() });
/** POST dashboard/documents/list/: the admin list body, and an optional type. */
export const documentEditorListBodySchema = adminListBodySchema.omit({ role: true }).extend({ type: z.enum(['@a', '@b'], { error: MSG.badAddress }).optional() });

export type DocumentUpdateFields = z.output<typeof documentUpdateFieldsSchema>;
