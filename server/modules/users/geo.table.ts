import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Uzbekistan's regions (SOATO), ids as in the spec: 2-8, 10-15, 5723. Loaded by migration. */
export const regions = pgTable('regions', {
  id: integer().primaryKey(),
  soatoId: integer().notNull().unique(),
  nameUz: text().notNull(),
  nameOz: text().notNull(),
  nameRu: text().notNull(),
  /** English, written once per region (migration 0010): 'Tashkent Region', 'Republic of Karakalpakstan'. */
  nameEn: text().notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer().primaryKey(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    soatoId: bigint({ mode: 'number' }).notNull().unique(),
    nameUz: text().notNull(),
    nameOz: text().notNull(),
    /** One district of the classifier has no Russian name. */
    nameRu: text(),
    /** English, derived from the Latin name (migration 0010): '… tumani' → '… District', a city '… City'. */
    nameEn: text().notNull(),
  },
  (t) => [index('districts_region_idx').on(t.regionId)],
);
