import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Who has been counted as a viewer of what, per day: a view of a product, news item, announcement or
 * course counts once per visitor per item per day (server/lib/view-counter.ts). Rows older than
 * yesterday are pruned; the table holds about two days of distinct visits.
 */
export const viewVisits = pgTable(
  'view_visits',
  {
    /** 'product' | 'news' | 'announcement' | 'course' | 'document'. */
    kind: text().notNull(),
    itemId: integer().notNull(),
    /** 'u:<user id>' for a signed-in user, 'v:<visitor cookie>' otherwise. */
    visitor: text().notNull(),
    /** The day in Tashkent (UTC+5). */
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.visitor, t.day] }), index('view_visits_day_idx').on(t.day)],
);
