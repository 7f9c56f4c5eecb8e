import { date, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAtColumn, refColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Whose phone a viewer was shown, per day (Tashkent; issue 40): a viewer may see the phones of
 * PHONE_REVEALS_PER_DAY distinct sellers a day (the rate limiter's phoneReveal), a repeat is free and
 * counted once for the seller. Rows older than yesterday are removed.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    viewerId: refColumn(() => users.id),
    sellerId: refColumn(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.sellerId, t.day] }), index('phone_reveals_day_idx').on(t.day)],
);
