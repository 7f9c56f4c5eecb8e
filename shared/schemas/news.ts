import { z } from 'zod';
import { MSG } from '../validation/messages';
import { categorySchema, line, publicUserSchema, resultsPageSchema } from './common';

/** Answers of /api/news/ (spec §3 News, Document; §7 news calls). */

export const newsCategorySchema = categorySchema.meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

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
    views: z.number().int(),
    category: z.object({ title: z.string(), meta: z.string() }),
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
  })
  .meta({ id: 'DocumentItem' });
export type DocumentItem = z.infer<typeof documentItemSchema>;
export const documentListSchema = z.object({ results: z.array(documentItemSchema) });

/** The spec's rule for /news/documents/{type}: '@a' is legislation, anything else small-business projects; absent = both. */
export const documentsQuerySchema = z.object({
  type: line()
    .trim()
    .max(20, MSG.badAddress)
    .optional()
    .transform((t) => (!t ? undefined : t === '@a' ? ('@a' as const) : ('@b' as const))),
});
