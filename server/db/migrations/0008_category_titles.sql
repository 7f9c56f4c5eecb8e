ALTER TABLE "shop_categories" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD COLUMN "title_en" text;