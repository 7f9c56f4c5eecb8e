-- Places in English (issue 9): regions get an English name written once; districts one derived from
-- the Latin name ('… tumani' → '… District', a city '… shahri'/'… shaxar' → '… City'; a city named
-- alone keeps its Latin name). Added empty, filled, then required.
ALTER TABLE "districts" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "name_en" text;--> statement-breakpoint
UPDATE "regions" SET "name_en" = CASE "id"
  WHEN 2 THEN 'Andijan Region'
  WHEN 3 THEN 'Bukhara Region'
  WHEN 4 THEN 'Jizzakh Region'
  WHEN 5 THEN 'Kashkadarya Region'
  WHEN 6 THEN 'Navoi Region'
  WHEN 7 THEN 'Namangan Region'
  WHEN 8 THEN 'Samarkand Region'
  WHEN 10 THEN 'Syrdarya Region'
  WHEN 11 THEN 'Tashkent City'
  WHEN 12 THEN 'Tashkent Region'
  WHEN 13 THEN 'Fergana Region'
  WHEN 14 THEN 'Khorezm Region'
  WHEN 15 THEN 'Republic of Karakalpakstan'
  WHEN 5723 THEN 'Surkhandarya Region'
  ELSE "name_uz"
END;--> statement-breakpoint
UPDATE "districts" SET "name_en" = CASE
  WHEN "name_uz" = 'Toshkent shahrining tumanlari' THEN 'Tashkent City districts'
  WHEN "name_uz" LIKE '% tumani' THEN left("name_uz", length("name_uz") - length(' tumani')) || ' District'
  WHEN "name_uz" LIKE '% shahri' THEN left("name_uz", length("name_uz") - length(' shahri')) || ' City'
  WHEN "name_uz" LIKE '% shaxar' THEN left("name_uz", length("name_uz") - length(' shaxar')) || ' City'
  ELSE "name_uz"
END;--> statement-breakpoint
ALTER TABLE "districts" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
-- Russian names typed with a Latin 'p' (U+0070) for the Cyrillic 'р' (U+0440) in the reference data;
-- corrected in our copy (0002) and here for databases made before (docs/decisions/0001).
UPDATE "districts" SET "name_ru" = 'Улугнорский район' WHERE "id" = 23 AND "name_ru" = 'Улугноpский район';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Мингбулакский район' WHERE "id" = 83 AND "name_ru" = 'Мингбулакский pайон';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Ширин' WHERE "id" = 134 AND "name_ru" = 'Шиpин';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Янгиер' WHERE "id" = 135 AND "name_ru" = 'Янгиеp';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Чирчик' WHERE "id" = 168 AND "name_ru" = 'Чиpчик';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Маргилан' WHERE "id" = 188 AND "name_ru" = 'Маpгилан';--> statement-breakpoint
UPDATE "districts" SET "name_ru" = 'Зарафшан' WHERE "id" = 2939 AND "name_ru" = 'Заpафшан';
