-- News and course categories get a stored search key of their titles, as the shop's have (0004): the
-- admin lists search it with the same folding as every other search (apostrophes, Latin/Cyrillic).
-- The key is made by searchKey, which SQL cannot run: the server writes it at start (SEARCH_KEY_VERSION
-- 6 rebuilds every area's keys, server/search-index.ts) and with every write of the titles.
ALTER TABLE "news_categories" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "news_categories_search_trgm_idx" ON "news_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_categories_search_trgm_idx" ON "course_categories" USING gin ("search_text" gin_trgm_ops);