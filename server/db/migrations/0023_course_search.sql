-- Course search (issue 27): the public list's `q` is matched against a stored search key, as the
-- other areas' are. The key is made by searchKey, which SQL cannot run: the server writes it at start
-- (SEARCH_KEY_VERSION 4 rebuilds every area's keys, server/search-index.ts) and on every write.
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- "Did you mean" for courses: the words of their keys, kept by the trigger of migration 0021 (the
-- keys are still empty here; their words arrive as the start-up rebuild writes them).
CREATE TRIGGER courses_search_vocabulary AFTER INSERT OR UPDATE OF search_text ON courses FOR EACH ROW EXECUTE FUNCTION remember_search_words('courses');
