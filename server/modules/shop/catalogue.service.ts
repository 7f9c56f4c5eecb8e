import type { z } from 'zod';
import type { AdminListBody } from '@shared/schemas/common';
import type { ProductCard, ProductDetail, ProductPage, ProductSearchResult, productSearchQuerySchema } from '@shared/schemas/shop';
import { publicPaths } from '@shared/paths';
import { searchWords } from '@shared/text/uzbek';
import { searchForgiving, suggestionText } from '../../lib/did-you-mean';
import { joined, keptAnswer } from '../../lib/kept-json';
import { paged } from '../../lib/paging';
import { removedCategory } from '../../lib/removed-listings';
import { ungated, type SearchGate } from '../../lib/search';
import { recordAudit, type AuditActor } from '../audit';
import type { AuthUser } from '../../lib/auth-user';
import {
  presentAdminProduct,
  presentMessageProduct,
  presentProductDetail,
  presentUserProduct,
} from './products.presenter';
import * as repo from './products.repository';
import type { ShopDeps } from './products.service';
import { estimateSearch } from './search-estimate';
import { productInReview, productNotFound, productRemoved, shopCategoryNotFound } from './shop.errors';
import { shopCategories } from './shop.table';
import { canEditProduct, canViewProduct } from './shop.policies';
import { categorySuggestions, presentCategory } from '../categories';
import { presentProductCard } from './shop.presenter';
import { countSave } from './product-stats.service';
import { listCategories, mostViewedInCategory, type CategoryRow, type ProductCardRow } from './shop.repository';
import { editsHeld } from '../moderation';
import { proposedImages, proposedRow } from '../../lib/listing-images';
import {
  categoryIdCache,
  categoryPageCache,
  forgetProductPage,
  invalidateShopCaches,
  productPageCache,
  relatedCache,
  searchIdsCache,
  searchPageCache,
  type CachedProductPage,
  type RelatedCard,
} from './shop.caches';

/**
 * The shop's reads and the moderator's product actions: browsing and search, product pages, likes,
 * the seller's own products, verification. Each function answers what the API sends.
 */

export async function categories(deps: ShopDeps) {
  return (await listCategories(deps.db)).map(presentCategory);
}

/** A category's id by its meta (cached: every filtered search and category page asks); undefined when there is none. */
const categoryIdOf = (deps: ShopDeps, meta: string) =>
  categoryIdCache.get(deps.db, meta, async () => (await repo.findCategoryByMeta(deps.db, meta))?.id);

/**
 * GET products/: search and filters; an unknown category finds nothing.
 *
 * Matches are counted up to COUNT_CAP; above it the answer says "COUNT_CAP or more" (count_capped).
 * - A broad query (thousands of matches by estimateSearch's sample) is read in the sort's index
 *   order, which stops at its page, or, when the sample shows its matches gathered far along that
 *   order, found through the words' index and sorted; nothing counts its matches.
 * - Any other first collects at most COUNT_CAP + 1 matches, in no order, the cheapest way (through the
 *   trigram index for words), and sorts them, in the statement that fetches its page (matchesPage).
 *   When those are all its matches, they are its count, and their ids in order are every further page:
 *   kept a few seconds in searchIdsCache, so paging through costs one query a page. When there are
 *   more, its page is read as a broad query's.
 * A page read in index order that is not full tells the count exactly (so a query the sample judged
 * broad wrongly is still counted right, unless it has more than a page). First pages, the searches many
 * people make, are kept whole in searchPageCache. Every answer is marked kept (server/lib/kept-json.ts):
 * the public-read layer writes its JSON as it was written before, and a kept one's once.
 *
 * A first page that finds nothing is searched again with the query's slips corrected (atals → atlas,
 * correctedQueries); the first correction that finds something is the answer, with `did_you_mean`
 * naming it. Kept in the cache under the query as typed, like any first page.
 */
export async function searchCatalogue(deps: ShopDeps, q: z.output<typeof productSearchQuerySchema>, gate: SearchGate = ungated, correct = true): Promise<ProductSearchResult> {
  // A search the caches do not answer is counted once against its caller (the per-address search limit).
  let counted = false;
  const countMiss = async () => {
    if (counted) return;
    counted = true;
    await gate();
  };
  let categoryId: number | undefined;
  if (q.category) {
    if (!categoryIdCache.peek(deps.db, q.category)) await countMiss();
    categoryId = await categoryIdOf(deps, q.category);
    if (categoryId === undefined) return keptAnswer({ results: [], page: q.page, total_pages: 1, count: 0, count_capped: false, did_you_mean: null });
  }
  const filters: repo.SearchFilters = {
    words: searchWords(q.q),
    categoryId,
    priceMin: q.price_min,
    priceMax: q.price_max,
    regionId: q.region,
    verifiedOnly: q.verified,
  };
  const listKey = JSON.stringify([filters.words, categoryId, q.price_min, q.price_max, q.region, q.verified, q.sort]);
  const offset = (q.page - 1) * q.page_size;
  const answer = (rows: ProductCardRow[], total: number, capped: boolean): ProductSearchResult =>
    keptAnswer({
      results: rows.map(presentProductCard),
      page: q.page,
      total_pages: Math.max(1, Math.ceil(total / q.page_size)),
      count: total,
      count_capped: capped,
      did_you_mean: null,
    });
  // The ids of all the matches in order, when there are at most COUNT_CAP (only then are they kept).
  const allIds = async () => {
    const ids = (await searchIdsCache.get(deps.db, listKey, () => repo.sortedMatchIds(deps.db, filters, q.sort, repo.COUNT_CAP), (found) => found.length <= repo.COUNT_CAP))!;
    return ids.length <= repo.COUNT_CAP ? ids : undefined;
  };
  const fromIds = async (ids: number[]) => answer(await repo.cardsByIds(deps.db, ids.slice(offset, offset + q.page_size)), ids.length, false);
  // A page past the last (a shared link, goods sold since): the count, so the web can go to the last page.
  const pastTheEnd = async () => {
    const ids = await allIds();
    return ids ? fromIds(ids) : answer([], repo.COUNT_CAP, true);
  };

  const load = async (): Promise<ProductSearchResult> => {
    const known = await searchIdsCache.peek(deps.db, listKey);
    if (known && known.length <= repo.COUNT_CAP) return fromIds(known);
    const estimate = await estimateSearch(deps.db, filters, q.sort, offset + q.page_size, repo.COUNT_CAP);
    if (!estimate.broad) {
      const found = await repo.matchesPage(deps.db, filters, q.sort, repo.COUNT_CAP, estimate.narrowWords, offset, q.page_size);
      if (found.ids) void searchIdsCache.get(deps.db, listKey, async () => found.ids);
      if (found.total !== undefined && found.total <= repo.COUNT_CAP) return answer(found.rows, found.total, false);
      if (found.total === undefined) return offset === 0 ? answer([], 0, false) : pastTheEnd();
    }
    const rows = await repo.searchProducts(deps.db, filters, { sort: q.sort, page: q.page, pageSize: q.page_size, inIndexOrder: estimate.inIndexOrder() });
    if (rows.length === q.page_size) return answer(rows, repo.COUNT_CAP, true);
    if (rows.length === 0 && offset > 0) return pastTheEnd();
    const total = offset + rows.length;
    return answer(rows, Math.min(total, repo.COUNT_CAP), total > repo.COUNT_CAP);
  };
  const loadOrCorrect = async (): Promise<ProductSearchResult> => {
    if (!correct) return load();
    const search = (words: string[]) => (words === filters.words ? load() : searchCatalogue(deps, { ...q, q: words.join(' ') }, ungated, false));
    const { found, corrected } = await searchForgiving(deps.db, 'shop', filters.words, search, (page) => page.results.length === 0);
    if (!corrected) return found;
    return keptAnswer({ ...found, did_you_mean: suggestionText(q.q, filters.words, corrected, found.results.map((p) => p.title)) });
  };
  if (q.page > 1) {
    if (!searchIdsCache.peek(deps.db, listKey)) await countMiss();
    return load();
  }
  const pageKey = `${listKey}|${q.page_size}|${correct}`;
  if (!searchPageCache.peek(deps.db, pageKey)) await countMiss();
  return (await searchPageCache.get(deps.db, pageKey, loadOrCorrect))!;
}

/** GET category/{meta}: an array of products (spec §7), newest first, a page at a time (cached, kept). */
export async function categoryProductsPage(deps: ShopDeps, meta: string, page: number, pageSize: number): Promise<ProductCard[]> {
  const cards = await categoryPageCache.get(deps.db, `${meta}|${page}|${pageSize}`, async () => {
    const categoryId = await categoryIdOf(deps, meta);
    if (categoryId === undefined) return undefined;
    const rows = await repo.searchProducts(deps.db, { words: [], categoryId }, { sort: 'newest', page, pageSize });
    return keptAnswer(rows.map(presentProductCard));
  });
  if (cards === undefined) throw shopCategoryNotFound();
  return cards;
}

/**
 * GET product/{meta}/: the product (its view counted once a day per visitor) and
 * related products. The public part comes from productPageCache (one load: the product with its
 * category, seller and like count and its images, in one query; the related cards are its category's
 * most viewed, kept per category in relatedCache); joined per request are the caller's own state
 * (whether they liked it; a deactivated product only for its seller and moderators) and the views
 * recorded here and not yet written (joined to the kept parts: only they are written per request).
 */
export async function productPage(deps: ShopDeps, meta: string, user: AuthUser | null, visitor: string | null): Promise<ProductPage> {
  const page = await productPageCache.get(deps.db, meta, () => loadProductPage(deps, meta));
  if (!page) throw await missingProduct(deps, meta);
  if (!canViewProduct(user, page)) throw page.moderationState === 'pending' ? productInReview(page.categoryMeta) : productNotFound(page.categoryMeta);
  deps.views.add(page.productId, visitor);
  const liked = user ? await repo.isLikedBy(deps.db, page.productId, user.id) : false;
  const views = page.views + deps.views.pending(page.productId);
  return joined({ product: joined({ views, is_liked: liked }, page.product as Omit<ProductDetail, 'views' | 'is_liked'>), related: page.related });
}

/**
 * Why a product page's key finds no product: it was deleted (410, with its category) or never was
 * (404). Asked only on a miss, of one indexed row.
 */
async function missingProduct(deps: ShopDeps, meta: string) {
  const category = await removedCategory(deps.db, 'product', meta);
  return category === null ? productNotFound() : productRemoved(category);
}

/** Related products on a product page. */
const RELATED_COUNT = 4;

/**
 * A category's most viewed cards, one more than a page shows (the page's own product may be among
 * them): every product page of the category shares one load.
 */
const relatedOf = (deps: ShopDeps, categoryId: number) =>
  relatedCache.get(deps.db, String(categoryId), async () =>
    (await mostViewedInCategory(deps.db, categoryId, RELATED_COUNT + 1)).map((row) => ({ id: row.id, card: presentProductCard(row) })),
  ) as Promise<RelatedCard[]>;

async function loadProductPage(deps: ShopDeps, meta: string): Promise<CachedProductPage | undefined> {
  const row = await repo.findProductPage(deps.db, meta);
  if (!row) return undefined;
  const related = (await relatedOf(deps, row.product.categoryId)).filter((card) => card.id !== row.product.id).slice(0, RELATED_COUNT);
  const { views: _views, is_liked: _liked, ...product } = presentProductDetail(row, row.images, false);
  return {
    productId: row.product.id,
    userId: row.product.userId,
    isActive: row.product.isActive,
    moderationState: row.product.moderationState,
    categoryMeta: row.category.meta,
    views: row.product.views,
    product: keptAnswer(product),
    related: keptAnswer(related.map((r) => r.card)),
  };
}

/** A product by guid, for the messenger's product messages (any state: the chat decides what it may post). */
export const findProduct = (deps: Pick<ShopDeps, 'db'>, guid: string) => repo.findProductByGuid(deps.db, guid);

/** The chat's product card: GET mproduct/{guid}/ (spec §7); a deactivated product's only for its seller and moderators. */
export async function messageProduct(deps: ShopDeps, guid: string, user: AuthUser | null) {
  const product = await repo.findProductByGuid(deps.db, guid);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  const [first] = await repo.listImages(deps.db, product.id);
  return presentMessageProduct(product, first?.image ?? null);
}

/**
 * What chats are about, for the messenger's chat list (one query for any number): each product's
 * title, and its page while everyone may see it (null while it is hidden or in review). A deleted
 * product is absent.
 */
export async function chatSubjects(deps: Pick<ShopDeps, 'db'>, guids: readonly string[]): Promise<Map<string, { title: string; link: string | null }>> {
  const rows = await repo.productsByGuid(deps.db, guids);
  return new Map(rows.map((p) => [p.guid.toLowerCase(), { title: p.title, link: p.visible ? publicPaths.product(p.meta) : null }]));
}

/** Saves (likes) or unsaves a product the user can see; answers the new like count. */
export async function setLike(deps: ShopDeps, user: AuthUser, meta: string, liked: boolean) {
  const product = await repo.findProductByMeta(deps.db, meta);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  if (liked) {
    // A new save counts in the seller's statistics (a repeated save does not).
    if (await repo.likeProduct(deps.db, user.id, product.id)) await countSave(deps.db, product.id);
  } else {
    await repo.unlikeProduct(deps.db, user.id, product.id);
  }
  forgetProductPage(deps.db, product.meta);
  return { liked, likes: await repo.countLikes(deps.db, product.id) };
}

export async function likedProducts(deps: ShopDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.likedProductsPage(deps.db, user.id, page, pageSize);
  return paged(rows.map(presentProductCard), page, pageSize, total);
}

/** The seller's own products, a page at a time, with their images (one query for all images). */
export async function userProducts(deps: ShopDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.userProductsPage(deps.db, user.id, page, pageSize);
  const [images, held] = await Promise.all([repo.listImagesOf(deps.db, rows.map((r) => r.product.id)), editsHeld(deps.db, 'product')]);
  return paged(await Promise.all(rows.map((r) => ownView(deps, r, images.get(r.product.id) ?? [], held))), page, pageSize, total);
}

/** One of the seller's own products (another seller's is not found, not forbidden: nobody learns it exists). */
export async function userProduct(deps: ShopDeps, user: AuthUser, guid: string) {
  const row = await repo.findUserProduct(deps.db, guid);
  if (!row || !canEditProduct(user, row.product)) throw productNotFound();
  const [images, held] = await Promise.all([repo.listImages(deps.db, row.product.id), editsHeld(deps.db, 'product')]);
  return ownView(deps, row, images, held);
}

/** The seller's view of their product: the proposed version while an edit waits for review (issue 40), its category looked up when the edit changes it. */
async function ownView(deps: ShopDeps, row: { product: repo.ProductRow; category: CategoryRow }, liveImages: { id: number; image: string }[], held: boolean) {
  const product = proposedRow(row.product);
  const category = product.categoryId === row.product.categoryId ? row.category : ((await repo.findCategoryById(deps.db, product.categoryId)) ?? row.category);
  return presentUserProduct(product, category, proposedImages(row.product, liveImages), held);
}

/** POST dashboard/verify/: toggles, or sets the state asked for. */
export async function verify(deps: ShopDeps, actor: AuditActor, meta: string, verified: boolean | undefined) {
  const product = await repo.findProductByMeta(deps.db, meta);
  if (!product) throw productNotFound();
  const isVerified = await deps.db.transaction(async (tx) => {
    const now = await repo.setVerified(tx, product.id, verified);
    if (now !== product.isVerified) {
      await recordAudit(tx, actor, {
        action: now ? 'product.verify' : 'product.unverify',
        targetId: product.guid,
        targetLabel: product.title,
        targetLink: publicPaths.product(product.meta),
        before: { is_verified: product.isVerified },
        after: { is_verified: now },
      });
    }
    return now;
  });
  invalidateShopCaches();
  return { is_verified: isVerified };
}

/** The admin product list (verify: true = the verification queue). */
export async function adminProducts(deps: ShopDeps, body: AdminListBody & { q: string; page_number: number; page_size: number }) {
  const { rows, total } = await repo.adminProductsPage(deps.db, {
    words: searchWords(body.q),
    unverifiedOnly: body.verify === true,
    page: body.page_number,
    pageSize: body.page_size,
  });
  return paged(rows.map(presentAdminProduct), body.page_number, body.page_size, total);
}

/**
 * The shop's part of the header's suggestions (issue 40): at most `limit` public products and `limit`
 * categories whose words begin with each of `words` (search keys, searchWords).
 */
export async function shopSuggestions(deps: Pick<ShopDeps, 'db'>, words: readonly string[], limit: number) {
  const [found, categories] = await Promise.all([repo.productSuggestions(deps.db, words, limit), categorySuggestions(deps.db, shopCategories, words, limit)]);
  return { products: found, categories: categories.map(presentCategory) };
}

/** A product as the Telegram channel of new listings posts it (issue 41). */
export interface ChannelProduct {
  title: string;
  shortDescription: string;
  /** Whole so'm: the price, and the price after the discount (the same when there is none). */
  price: number;
  priceDiscount: number;
  discountPercent: number;
  /** Its first image's stored key (server/lib/images.ts), or null. */
  image: string | null;
  /** Where it is sold: its seller's region and district (Uzbek names), when the seller gave them. */
  region: string | null;
  district: string | null;
  /** Its public page (a path of the site). */
  path: string;
}

/**
 * A product as the channel of new listings posts it, while everyone may see it (active and published
 * by moderation; a pending edit of it is not public: the live version is); null otherwise (hidden, in
 * review, rejected, deleted).
 */
export async function channelProduct(deps: Pick<ShopDeps, 'db'>, id: number): Promise<ChannelProduct | null> {
  const row = await repo.findChannelProduct(deps.db, id);
  if (!row) return null;
  const { meta, ...rest } = row;
  return { ...rest, path: publicPaths.product(meta) };
}

/** Which of these products everyone may see now: the channel's sweep takes down the posts of the others. */
export const publicProductIds = async (deps: Pick<ShopDeps, 'db'>, ids: readonly number[]): Promise<Set<number>> => new Set(await repo.publicAmong(deps.db, ids));
