ALTER TABLE "products" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "revision" jsonb;