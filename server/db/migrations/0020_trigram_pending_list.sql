-- Counted views rewrite product rows in every index (views is indexed): without a pending list each
-- rewrite put its trigrams into the search index one by one, four fifths of a view's write. A list of
-- at most 512 kB takes them and is merged in bulk when full (see products_search_trgm_idx in
-- shop.table.ts). Changed in place: no rebuild of the index.
ALTER INDEX "products_search_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 512);
