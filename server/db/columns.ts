import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers every table shares. Column names are snake_case (drizzle `casing: 'snake_case'`). */
export const guidColumn = () => uuid().notNull().unique().default(sql`gen_random_uuid()`);
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
