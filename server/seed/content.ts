import { z } from 'zod';
import { PEOPLE_NAMES } from './accounts';
import { EMBLEMS } from './images';

/**
 * The demo content (texts, prices, ages, who wrote what) lives in server/seed/content/*.json, one
 * file per area; the seed files keep only the code that turns it into rows and media. Each file is
 * read once, when its seed file loads, through the area's zod schema (defined beside the code that
 * uses it), so a mistake in the content fails the seed with the file and the place in it.
 */

/** The content of server/seed/content/<name>, checked by its schema. */
export function readContent<Schema extends z.ZodType>(name: string, schema: Schema, json: unknown): z.output<Schema> {
  // Read by whoever edits the content: zod's own English, not the API's message codes (as server/config.ts does).
  const result = schema.safeParse(json, { error: z.locales.en().localeError });
  if (!result.success) throw new Error(`server/seed/content/${name}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A person of the demo by their key in accounts.ts (an author, a seller, a commenter). */
export const personKey = z.string().refine((key) => Object.hasOwn(PEOPLE_NAMES, key), { error: 'not a person of server/seed/accounts.ts' });

/** Days before the seed's now (a fraction allowed): the demo's dates move with it. */
export const daysAgo = z.number().nonnegative();

/** A category of courses, news or products, with its Russian and English titles (readers of those languages see them). */
export const categorySchema = z.strictObject({
  /** Its address and the key the content's items name it by. */
  meta: z.string(),
  title: z.string(),
  /** null shows the Uzbek title. */
  titleRu: z.string().nullable(),
  titleEn: z.string().nullable(),
});

/** A course or a news item of the demo: its category (meta), its author, its picture's emblem, its age and its title and short text. */
export const pageSchema = z.strictObject({
  category: z.string(),
  author: personKey,
  emblem: z.enum(EMBLEMS),
  daysAgo,
  title: z.string(),
  short: z.string(),
});
