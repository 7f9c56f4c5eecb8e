-- News and documents, whole (issue 13): views of news items per day (the 'most read this week' list;
-- view_visits keeps two days only), the search key of news items (searchKey of @shared/text/uzbek,
-- indexed with pg_trgm), and the stored search keys marked stale so the server fills the new column at
-- start (server/search-index.ts: a SQL migration cannot run searchKey).
CREATE TABLE "news_daily_views" (
	"news_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_daily_views_news_id_day_pk" PRIMARY KEY("news_id","day")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_daily_views" ADD CONSTRAINT "news_daily_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_daily_views_day_idx" ON "news_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'search_key_version';