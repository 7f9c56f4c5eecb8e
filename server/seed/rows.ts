import { slugify } from '@shared/text/uzbek';
import type { Emblem } from './images';
import { uz } from './text';

/** What the seeds share in making rows: dates counted back from the seed's now, categories, pages of text. */

export const DAY = 24 * 3600_000;

/** The moment `days` days (a fraction allowed) before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** A row made at `at` and not changed since. */
export const madeAt = (at: Date) => ({ createdAt: at, updatedAt: at });

export interface CategoryRowSeed {
  meta: string;
  title: string;
  titleRu: string | null;
  titleEn: string | null;
}

/** The category rows, in the list's order, all made on one day. */
export const categoryValues = (categories: CategoryRowSeed[], createdAt: Date) =>
  categories.map((c, position) => ({ meta: c.meta, title: uz(c.title), titleRu: c.titleRu, titleEn: c.titleEn, position, createdAt }));

/** The inserted rows' ids by their meta. */
export const idsByMeta = (rows: { id: number; meta: string }[]) => new Map(rows.map((r) => [r.meta, r.id]));

/** A course or a news item of the demo: its category (meta), its author (a person's key), its picture's emblem, its age and its title and short text. */
export interface PageSeed {
  category: string;
  author: string;
  emblem: Emblem;
  daysAgo: number;
  title: string;
  short: string;
}

/** The text of a course's or a news item's page: address, title, short text and the paragraphs of its body. */
export const pageText = (title: string, short: string, paragraphs: string[]) => ({
  meta: slugify(uz(title)),
  title: uz(title),
  shortDescription: uz(short),
  description: paragraphs.map(uz).join('\n\n'),
});
