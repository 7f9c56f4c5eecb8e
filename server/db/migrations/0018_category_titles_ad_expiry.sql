ALTER TABLE "announcements" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "title_en" text;