import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, guidColumn, moderationColumns, pageKeyColumns, refColumn, revisionColumn, timestamps } from '../../db/columns';
import { districts, regions } from '../users/geo.table';
import { users } from '../users/users.table';

export const announcements = pgTable(
  'announcements',
  {
    ...pageKeyColumns(),
    userId: refColumn(() => users.id),
    type: text({ enum: ['service_announcement', 'work_announcement'] }).notNull(),
    title: text().notNull(),
    /** Sanitised HTML for work announcements; plain text with line breaks for services. */
    description: text().notNull().default(''),
    regionId: integer().references(() => regions.id),
    districtId: integer().references(() => districts.id),
    address: text().notNull().default(''),
    experience: text().notNull().default(''),
    workTime: text({ enum: ['full_time', 'part_time', 'flexable_time'] }).notNull().default('full_time'),
    priceMin: bigint({ mode: 'number' }),
    priceMax: bigint({ mode: 'number' }),
    /** 'Kelishiladi': pay is agreed with the employer (the seed calls it dealed / argued). */
    negotiable: boolean().notNull().default(true),
    thumbnail: text(),
    views: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...moderationColumns(),
    /** Its author's edit waiting for review while this version stays live (issue 40), or null. */
    revision: revisionColumn(),
    /** The ad's last day (JobPosting validThrough): ANNOUNCEMENT_TTL_DAYS after publishing unless the author sets it; expired ads leave the lists. */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('announcements_price_order', sql`${t.priceMin} is null or ${t.priceMax} is null or ${t.priceMin} <= ${t.priceMax}`),
    index('announcements_type_created_idx').on(t.type, t.createdAt),
    index('announcements_user_idx').on(t.userId, t.createdAt),
    // The list's filters (GET list/), each read newest first; pay sorts by the range's ends.
    index('announcements_region_idx').on(t.regionId, t.createdAt),
    index('announcements_district_idx').on(t.districtId, t.createdAt),
    index('announcements_work_time_idx').on(t.workTime, t.createdAt),
    index('announcements_created_idx').on(t.createdAt, t.id),
    index('announcements_pay_low_idx').on(sql`coalesce(${t.priceMin}, ${t.priceMax})`),
    index('announcements_pay_high_idx').on(sql`coalesce(${t.priceMax}, ${t.priceMin})`),
    index('announcements_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const announcementImages = pgTable(
  'announcement_images',
  {
    id: serial().primaryKey(),
    announcementId: refColumn(() => announcements.id),
    image: text().notNull(),
    position: smallint().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('announcement_images_announcement_idx').on(t.announcementId, t.position)],
);

export const savedAnnouncements = pgTable(
  'saved_announcements',
  {
    userId: refColumn(() => users.id),
    announcementId: refColumn(() => announcements.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.announcementId] }),
    index('saved_announcements_announcement_idx').on(t.announcementId),
    index('saved_announcements_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A user's saved search of announcements (GET list/'s filters, each optional): when a new
 * announcement is published that matches it, the user gets a notification.
 */
export const announcementSavedSearches = pgTable(
  'announcement_saved_searches',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    userId: refColumn(() => users.id),
    type: text({ enum: ['service_announcement', 'work_announcement'] }),
    regionId: integer().references(() => regions.id),
    districtId: integer().references(() => districts.id),
    workTime: text({ enum: ['full_time', 'part_time', 'flexable_time'] }),
    priceFrom: bigint({ mode: 'number' }),
    priceTo: bigint({ mode: 'number' }),
    negotiable: boolean(),
    /** The words as the user typed them. */
    q: text().notNull().default(''),
    /** The same words as search keys (searchWords), each to be found in a new announcement's search text. */
    words: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAtColumn(),
  },
  (t) => [index('announcement_saved_searches_user_idx').on(t.userId, t.createdAt)],
);
