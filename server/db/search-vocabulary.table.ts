import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The words of each searchable area's stored search keys (searchKey of @shared/text/uzbek), for
 * "did you mean": a query word with a one-letter slip is matched against them (server/lib/did-you-mean.ts).
 * Kept by a trigger on every write of a search key (migrations 0021, and 0023 for courses); a word is never removed, since
 * a suggestion is offered only when it finds something.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    /** 'shop' | 'announcements' | 'news' | 'courses'. */
    area: text().notNull(),
    word: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.word] })],
);
