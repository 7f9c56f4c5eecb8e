import type { ModerationState } from '@shared/constants';
import type { ProductCard, ProductSearchResult, ShopHomeData } from '@shared/schemas/shop';
import type { Db } from '../../db/client';
import { createAnswerCache, createCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { publicContentChanged } from '../../lib/public-content';

/**
 * The shop's in-process caches of public answers (server/lib/cache.ts), and the one function every
 * write the shop shows calls: invalidateShopCaches(). What each holds:
 * - the home data (30 s);
 * - product pages: the public part of GET product/{meta}/ (the product, its seller, gallery, like
 *   count and related products), keyed by meta;
 * - related products: a category's most viewed cards, shared by every product page of the category; the caller's own state (is the product liked by
 *   them, may they see a deactivated one) and the views not yet written are joined per request;
 * - category pages, keyed by category, page and size;
 * - searches: their first pages, and for those with more than a page the ids of
 *   their first COUNT_CAP matches in the sort's order (their further pages and their count);
 * - category ids by meta (60 s).
 * The answers they keep are marked kept (server/lib/kept-json.ts): their JSON is made once, when first sent.
 * Their TTL bounds what another server instance's write leaves stale here; this instance's writes
 * clear them at once.
 */

/** How long a page stays: short, so that a count (views, likes; they raise no public-content signal) is soon fresh on every instance. */
const SHOP_PAGE_TTL_MS = 10_000;

export const homeCache = createAnswerCache<ShopHomeData>('shop.home_data', HOME_DATA_TTL_MS);

/** A product page's public part: the same for every caller. */
export interface CachedProductPage {
  productId: number;
  /** Who may see it while deactivated (canViewProduct). */
  userId: number;
  isActive: boolean;
  /** Only 'published' is public (issue 15). */
  moderationState: ModerationState;
  /** Its category's meta: what a reader who may not see it is offered instead (issue 40). */
  categoryMeta: string;
  /** Views written to the database when the page was loaded (the visits not yet written are added per request). */
  views: number;
  /** The product object without `views` and `is_liked`, which are joined per request (kept). */
  product: object;
  /** The related products' cards (kept). */
  related: ProductCard[];
}

export const productPageCache = createCache<CachedProductPage>({ name: 'shop.product', ttlMs: SHOP_PAGE_TTL_MS, maxEntries: 2000 });
export const categoryPageCache = createCache<ProductCard[]>({ name: 'shop.category_page', ttlMs: SHOP_PAGE_TTL_MS, maxEntries: 500 });
/** A product card and its product's id, as the related products of a page are picked. */
export interface RelatedCard {
  id: number;
  card: ProductCard;
}
/** A category's most viewed cards (category id → cards): the related products of every product page of the category. */
export const relatedCache = createCache<RelatedCard[]>({ name: 'shop.related', ttlMs: SHOP_PAGE_TTL_MS, maxEntries: 1000 });
/** First pages of searches (filters, sort and page size → the answer). */
export const searchPageCache = createCache<ProductSearchResult>({ name: 'shop.search_page', ttlMs: SHOP_PAGE_TTL_MS, maxEntries: 500 });
/** The first COUNT_CAP matches in order of searches with more than a page (filters and sort → product ids): their further pages and their count. */
export const searchIdsCache = createCache<number[]>({ name: 'shop.search_ids', ttlMs: SHOP_PAGE_TTL_MS, maxEntries: 500 });
/** Category ids by meta (every filtered search and category page asks). */
export const categoryIdCache = createCache<number>({ name: 'shop.category_id', ttlMs: 60_000, maxEntries: 1000 });

/**
 * Call after any write the shop's public answers show (a product created, edited, verified, hidden or
 * deleted; a category changed). Without a db it clears every app's entries.
 */
export function invalidateShopCaches(db?: Db) {
  homeCache.invalidate(db);
  productPageCache.invalidate(db);
  categoryPageCache.invalidate(db);
  relatedCache.invalidate(db);
  searchPageCache.invalidate(db);
  searchIdsCache.invalidate(db);
  categoryIdCache.invalidate(db);
  publicContentChanged(db);
}

/** A product's like count or views changed: only its own page is stale. */
export const forgetProductPage = (db: Db, meta: string) => productPageCache.forget(db, meta);

/** The view counter wrote these products' views: their pages are reloaded with the new counts. */
export function forgetProductPagesOf(db: Db, productIds: number[]) {
  if (!productIds.length) return;
  const ids = new Set(productIds);
  productPageCache.forgetWhere(db, (page) => ids.has(page.productId));
}
