CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_categories_search_trgm_idx" ON "shop_categories" USING gin ("search_text" gin_trgm_ops);