-- Search and product pages at 100,000 products (issue 11): the trigram index of product search keys
-- without its pending list (fastupdate off: on the embedded database nothing vacuums, so the list only
-- grew and every search scanned it), the list there now flushed into the index; and an index for a
-- product page's related products (its category's most viewed).
ALTER INDEX "products_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_trgm_idx');--> statement-breakpoint
CREATE INDEX "products_category_views_idx" ON "products" USING btree ("category_id","views","id");
