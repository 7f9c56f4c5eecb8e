import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@shared/constants';
import type { ProductSort } from '@shared/schemas/shop';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import { containsEveryWord, startsEveryWord } from '../../lib/search';
import { countPerPeriod, type Period } from '../../lib/periods';
import { preparedPerDb } from '../../lib/prepared';
import { listingImages } from '../../lib/listing-images';
import { districts, regions, users } from '../users';
import { cardColumns, categoryColumns, productCards, publicProduct, type CategoryRow, type ProductCardRow } from './shop.repository';
import { productImages, productLikes, products, shopCategories } from './shop.table';
import { onPage } from '../../lib/paging';

/**
 * Queries of the shop's products beyond the home page: search, detail, the seller's own list,
 * likes and the admin list. Every list is a fixed number of queries (the page and its count).
 */

export type ProductRow = typeof products.$inferSelect;
export type CategoryFullRow = typeof shopCategories.$inferSelect;

export const findCategoryByGuid = (db: Db, guid: string): Promise<CategoryFullRow | null> => rowWhere(db, shopCategories, shopCategories.guid, guid);

export const findCategoryById = (db: Db, id: number): Promise<CategoryFullRow | null> => rowWhere(db, shopCategories, shopCategories.id, id);

export const findCategoryByMeta = (db: Db, meta: string): Promise<CategoryFullRow | null> => rowWhere(db, shopCategories, shopCategories.meta, meta);

/** Matches of a search are counted up to this many (SEARCH_COUNT_CAP: above it the answer says "1 000+"). */
export const COUNT_CAP = SEARCH_COUNT_CAP;

export interface SearchFilters {
  /** Query words as search keys (searchWords). */
  words: string[];
  categoryId?: number;
  priceMin?: number;
  priceMax?: number;
  regionId?: number;
  verifiedOnly?: boolean;
}

export interface SearchPage {
  sort: ProductSort;
  page: number;
  pageSize: number;
  /**
   * Read the sort's index in order, stopping at the page (the default): cheap while matches come
   * often in that order. false: every match is found first (through the words' index) and then
   * sorted, for a query whose matches come late in the sort's order (few, or gathered at its far end).
   */
  inIndexOrder?: boolean;
}

/** The sort keys of a product, for ordering a set of matches (sortedIds). */
const sortKeys = { id: products.id, createdAt: products.createdAt, priceDiscount: products.priceDiscount, views: products.views };

/**
 * Each sort is read in the order of an index (products_created_idx, products_price_idx,
 * products_views_idx, products_category_created_idx), so a broad query stops at its page instead of
 * sorting every match; the id breaks ties, so pages are stable.
 */
type SortKeys = Record<keyof typeof sortKeys, AnyColumn | SQL | SQL.Aliased>;
const SORTS: Record<ProductSort, (k: SortKeys) => SQL[]> = {
  newest: (k) => [desc(k.createdAt), desc(k.id)],
  price_asc: (k) => [asc(k.priceDiscount), desc(k.id)],
  price_desc: (k) => [desc(k.priceDiscount), desc(k.id)],
  views: (k) => [desc(k.views), desc(k.createdAt), desc(k.id)],
};

/** The sort keys as expressions no index serves: ordering by them sorts the matches found (SearchPage.inIndexOrder). */
const unindexedSortKeys: SortKeys = {
  id: products.id,
  createdAt: sql`(${products.createdAt} + interval '0 seconds')`,
  priceDiscount: sql`(${products.priceDiscount} + 0)`,
  views: sql`(${products.views} + 0)`,
};

/**
 * Active products matching every word anywhere in the title and description: words and the stored
 * search_text are search keys (searchKey), so every spelling of a word finds the others; LIKE '%word%'
 * is served by the pg_trgm GIN index on search_text.
 *
 * `wordsLead`, for words that match few products (the caller estimates it): their trigram index alone
 * finds the rows, and the filters are tested on those. Left indexable, a price floor or a category
 * joins the words' bitmap with the price or category index's (tens of thousands of entries) to remove
 * a few hundred rows: the planner does it, and it costs more than the rows it saves. `+ 0` and
 * `is true` keep those indexes out (the "defeat the index" idiom). For broad words the planner's
 * choice stands: there the other index saves thousands of rows.
 */
function searchWhere(f: SearchFilters, wordsLead = false): SQL {
  const conditions: SQL[] = [publicProduct];
  conditions.push(...containsEveryWord(products.searchText, f.words));
  const plain = wordsLead && f.words.length > 0;
  const price: SQL = plain ? sql`(${products.priceDiscount} + 0)` : sql`${products.priceDiscount}`;
  if (f.categoryId !== undefined) conditions.push(plain ? sql`${products.categoryId} + 0 = ${f.categoryId}` : eq(products.categoryId, f.categoryId));
  if (f.priceMin !== undefined) conditions.push(gte(price, f.priceMin));
  if (f.priceMax !== undefined) conditions.push(lte(price, f.priceMax));
  if (f.verifiedOnly) conditions.push(plain ? sql`${products.isVerified} is true` : eq(products.isVerified, true));
  if (f.regionId !== undefined) conditions.push(eq(users.regionId, f.regionId));
  return and(...conditions)!;
}

/** One page of matches in the sort's order, as cards. */
export function searchProducts(db: Db, f: SearchFilters, p: SearchPage): Promise<ProductCardRow[]> {
  return onPage(productCards(db).where(searchWhere(f)).orderBy(...SORTS[p.sort](p.inIndexOrder === false ? unindexedSortKeys : sortKeys)), p);
}

/**
 * The ids of the matches in the sort's order, when there are at most `cap` of them; more than `cap`
 * ids (in no useful order) when there are more. The matches are collected first, in no order, the
 * cheapest way the planner finds (for words, a bitmap of the trigram index; with filters only, an index
 * of theirs or the table until cap + 1 are found), and only then sorted: reading a sort index in order for a rare
 * combination (two words, a price floor) would walk much of the catalogue to fill one page.
 */
export async function sortedMatchIds(db: Db, f: SearchFilters, sort: ProductSort, cap: number, wordsLead = false): Promise<number[]> {
  const inner = db.select(sortKeys).from(products);
  const matches = (f.regionId !== undefined ? inner.innerJoin(users, eq(users.id, products.userId)) : inner)
    .where(searchWhere(f, wordsLead))
    .limit(cap + 1)
    .as('matches');
  // One text of ids, not a row per id: a thousand rows cost the server's thread ~2 ms to receive.
  const [row] = await db.select({ ids: sql<string | null>`string_agg(${matches.id}::text, ',' order by ${sql.join(SORTS[sort](matches), sql`, `)})` }).from(matches);
  return row?.ids ? row.ids.split(',').map(Number) : [];
}

export interface MatchesPage {
  /** How many match, counted up to cap + 1; undefined when the page is past the last (or none match). */
  total: number | undefined;
  /** Every match's id in the sort's order, when there are at most `cap` (the query's further pages). */
  ids: number[] | undefined;
  /** The page's cards (their order means nothing when total > cap). */
  rows: ProductCardRow[];
}

/**
 * sortedMatchIds and the cards of one page of them in one statement: the matches collected (at most
 * cap + 1, in no order), numbered in the sort's order, the page's cards joined to its numbers, and the
 * count and every id in order beside its first card. On the embedded database each statement is
 * planned anew, so one statement instead of two saves the second's planning.
 */
export async function matchesPage(db: Db, f: SearchFilters, sort: ProductSort, cap: number, wordsLead: boolean, offset: number, size: number): Promise<MatchesPage> {
  const inner = db.select(sortKeys).from(products);
  const found = db.$with('found').as(
    (f.regionId !== undefined ? inner.innerJoin(users, eq(users.id, products.userId)) : inner).where(searchWhere(f, wordsLead)).limit(cap + 1),
  );
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: found.id,
        rn: sql<number>`(row_number() over (order by ${sql.join(SORTS[sort](found), sql`, `)}))::int`.as('rn'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(found),
  );
  const rows = await db
    .with(found, ranked)
    .select({
      ...cardColumns,
      total: ranked.total,
      // One text of ids, not a row per id: a thousand rows cost the server's thread ~2 ms to receive.
      ids: sql<string | null>`case when ${ranked.rn} = ${offset + 1} and ${ranked.total} <= ${cap} then (select string_agg(r.id::text, ',' order by r.rn) from ${ranked} r) end`,
    })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(gt(ranked.rn, offset), lte(ranked.rn, offset + size)))
    .orderBy(asc(ranked.rn));
  if (!rows.length) return { total: undefined, ids: undefined, rows: [] };
  const { total, ids } = rows[0];
  return { total, ids: ids ? ids.split(',').map(Number) : undefined, rows: rows.map(({ total: _t, ids: _i, ...card }) => card) };
}

/** A public product as a search estimate sees it: its search key, what the filters test and its sort keys. */
export interface SampledProduct {
  id: number;
  key: string;
  createdAt: Date;
  views: number;
  priceDiscount: number;
  categoryId: number;
  isVerified: boolean;
  regionId: number | null;
}

/**
 * The public products at `probesFor(idSpan)` distinct random ids between the lowest and the highest (an id
 * deleted, or a product hidden, finds nothing), by primary key: a uniform sample that costs its size,
 * not the catalogue's. Each product is in it with the chance `probes / idSpan` (at most 1).
 */
export async function sampleProducts(db: Db, probesFor: (idSpan: number) => number): Promise<{ rows: SampledProduct[]; idSpan: number; probes: number }> {
  const [range] = await db.select({ low: sql<number | null>`min(${products.id})`, high: sql<number | null>`max(${products.id})` }).from(products);
  if (range.low === null || range.high === null) return { rows: [], idSpan: 0, probes: 0 };
  const idSpan = range.high - range.low + 1;
  const probes = probesFor(idSpan);
  // Every id when there are no more than probes; else that many distinct ids at random.
  let ids: number[];
  if (idSpan <= probes) ids = Array.from({ length: idSpan }, (_, i) => range.low! + i);
  else {
    const drawn = new Set<number>();
    while (drawn.size < probes) drawn.add(range.low + Math.floor(Math.random() * idSpan));
    ids = [...drawn];
  }
  const rows = await db
    .select({
      id: products.id,
      key: products.searchText,
      createdAt: products.createdAt,
      views: products.views,
      priceDiscount: products.priceDiscount,
      categoryId: products.categoryId,
      isVerified: products.isVerified,
      regionId: users.regionId,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(publicProduct, sql`${products.id} = any(${sql.param(ids)}::int[])`));
  return { rows, idSpan, probes: ids.length };
}

/** The cards of these products, in the order given (those deactivated since are left out). */
export async function cardsByIds(db: Db, ids: number[]): Promise<ProductCardRow[]> {
  if (!ids.length) return [];
  const rows = await productCards(db).where(and(inArray(products.id, ids), publicProduct));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function cappedCount(db: Db, where: SQL | undefined, joinUsers: boolean): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(products);
  const matches = (joinUsers ? inner.innerJoin(users, eq(users.id, products.userId)) : inner).where(where).limit(COUNT_CAP).as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return total;
}

export type ProductDetailRow = { product: ProductRow; category: CategoryRow; user: { guid: string; firstName: string; lastName: string; pfp: string | null; purposes: string[] }; likes: number };

/**
 * A product page's own part in one query: the product, its category and seller, its like count and
 * its images (in order). Its related products are its category's (mostViewedInCategory), the same for
 * every page of the category: the service keeps them apart.
 */
export async function findProductPage(db: Db, meta: string) {
  const [row] = await productPageStatement(db).execute({ meta });
  return row ?? null;
}

const productPageStatement = preparedPerDb((db) => {
  const images = sql<{ id: number; image: string }[]>`(
    select coalesce(json_agg(json_build_object('id', ${productImages.id}, 'image', ${productImages.image}) order by ${productImages.position}, ${productImages.id}), '[]'::json)
    from ${productImages} where ${productImages.productId} = ${products.id})`;
  return db
    .select({
      product: products,
      category: categoryColumns,
      user: { guid: users.guid, firstName: users.firstName, lastName: users.lastName, pfp: users.pfp, purposes: users.purposes },
      likes: sql<number>`(select count(*)::int from ${productLikes} where ${productLikes.productId} = ${products.id})`,
      images,
    })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.userId))
    .where(eq(products.meta, sql.placeholder('meta')))
    .limit(1)
    .prepare('shop_product_page');
});

/** A product's images (lib/listing-images.ts): listed in order, stored with the product in one transaction. */
const productImageStore = listingImages(products, productImages, 'productId');
export const { list: listImages, listOf: listImagesOf } = productImageStore;

const likedStatement = preparedPerDb((db) =>
  db
    .select({ productId: productLikes.productId })
    .from(productLikes)
    .where(and(eq(productLikes.productId, sql.placeholder('productId')), eq(productLikes.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('shop_product_liked'),
);

/** Whether the user saved (liked) the product: asked on every signed-in product page (prepared). */
export async function isLikedBy(db: Db, productId: number, userId: number): Promise<boolean> {
  const [row] = await likedStatement(db).execute({ productId, userId });
  return !!row;
}

export const findProductByMeta = (db: Db, meta: string): Promise<ProductRow | null> => rowWhere(db, products, products.meta, meta);

export async function findProductByGuid(db: Db, guid: string): Promise<ProductRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db.select().from(products).where(eq(products.guid, guid)).limit(1);
  return row ?? null;
}

export async function metaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.meta, meta)).limit(1);
  return !!row;
}

export type NewProduct = typeof products.$inferInsert;

/** Inserts the product and its images; a failure leaves nothing behind. */
export const insertProductWithImages = productImageStore.insert;
/** Updates the product, drops the images not kept and appends new ones (with `andThen`, e.g. opening its review case). */
export const updateProductWithImages = productImageStore.update;
/** Deletes the product (images, comments and likes cascade), releasing its image files (and its pending edit's); returns their keys to remove from disk. */
export const deleteProduct = productImageStore.remove;
/** Keeps an edit of a live product beside it until a moderator decides (issue 40). */
export const proposeProductEdit = productImageStore.propose;
/** A moderator's decision on a product's pending edit (issue 40), inside the decision's transaction. */
export const { applyProposal: applyProductEdit, rejectProposal: rejectProductEdit } = productImageStore;

/** The seller's own products, newest first, with their category. */
export async function userProductsPage(db: Db, userId: number, page: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(products).where(eq(products.userId, userId));
  const rows = await onPage(
    db
      .select({ product: products, category: categoryColumns })
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
      .where(eq(products.userId, userId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .$dynamic(),
    { page, pageSize },
  );
  return { rows, total };
}

export async function findUserProduct(db: Db, guid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await db
    .select({ product: products, category: categoryColumns })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId))
    .where(eq(products.guid, guid))
    .limit(1);
  return row ?? null;
}

/** Sets is_verified, or flips it atomically when no value is given; returns the new value. */
export async function setVerified(db: Db, productId: number, verified?: boolean): Promise<boolean> {
  const [row] = await db
    .update(products)
    .set({ isVerified: verified ?? sql`not ${products.isVerified}` })
    .where(eq(products.id, productId))
    .returning({ isVerified: products.isVerified });
  return row.isVerified;
}

/** Saves a product for the user; answers whether it was not saved before. */
export async function likeProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db.insert(productLikes).values({ userId, productId }).onConflictDoNothing().returning({ userId: productLikes.userId });
  return rows.length > 0;
}

export async function unlikeProduct(db: Db, userId: number, productId: number) {
  await db.delete(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
}

export async function countLikes(db: Db, productId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(productLikes).where(eq(productLikes.productId, productId));
  return total;
}

/** The user's saved products, most recently saved first. */
export async function likedProductsPage(db: Db, userId: number, page: number, pageSize: number): Promise<{ rows: ProductCardRow[]; total: number }> {
  // A saved product that was deactivated since drops out of the list (unless it is the caller's own).
  const visible = and(eq(productLikes.userId, userId), or(publicProduct, eq(products.userId, userId)));
  const [{ total }] = await db.select({ total: count() }).from(productLikes).innerJoin(products, eq(products.id, productLikes.productId)).where(visible);
  const rows = await onPage(
    productCards(db).innerJoin(productLikes, eq(productLikes.productId, products.id)).where(visible).orderBy(desc(productLikes.createdAt), desc(products.id)),
    { page, pageSize },
  );
  return { rows, total };
}

/** An admin list's row: a product with its seller's name and its category's titles. */
const adminRowColumns = {
  guid: products.guid,
  meta: products.meta,
  title: products.title,
  createdAt: products.createdAt,
  isVerified: products.isVerified,
  isActive: products.isActive,
  moderationState: products.moderationState,
  priceDiscount: products.priceDiscount,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  categoryTitle: shopCategories.title,
  categoryTitleRu: shopCategories.titleRu,
  categoryTitleEn: shopCategories.titleEn,
};

/** Admin list: all products (or only unverified ones), searched by title, newest first. */
export async function adminProductsPage(db: Db, opts: { words: string[]; unverifiedOnly: boolean; page: number; pageSize: number }) {
  const where = and(...containsEveryWord(products.searchText, opts.words), opts.unverifiedOnly ? eq(products.isVerified, false) : undefined);
  const total = await cappedCount(db, where, false);
  const withSellerAndCategory = db
    .select(adminRowColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .innerJoin(shopCategories, eq(shopCategories.id, products.categoryId));
  const rows = await onPage(withSellerAndCategory.where(where).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(), opts);
  return { rows, total };
}

export const findProductById = (db: Db, id: number): Promise<ProductRow | null> => rowWhere(db, products, products.id, id);

/** A moderation decision on a product (issue 15). */
export async function setProductModeration(db: Db, id: number, change: { state: ProductRow['moderationState']; reason: string | null; message: string | null }) {
  await db
    .update(products)
    .set({ moderationState: change.state, moderationReason: change.reason, moderationMessage: change.message, moderatedAt: new Date() })
    .where(eq(products.id, id));
}

/** The admin overview: every product, and those not yet verified (the verify list; products_verified_created_idx). */
export async function countProducts(db: Db): Promise<{ total: number; unverified: number }> {
  const [row] = await db.select({ total: sql<number>`count(*)::int`, unverified: sql<number>`count(*) filter (where not ${products.isVerified})::int` }).from(products);
  return row;
}

/** The admin overview: products added per period since `since` (products_created_idx range). */
export const countNewProducts = (db: Db, period: Period, since: Date) => countPerPeriod(db, products, products.createdAt, period, since);

/** The admin overview: the most viewed public products, read in products_views_idx order. */
export const mostViewedProducts = (db: Db, limit: number) =>
  db
    .select({ guid: products.guid, meta: products.meta, title: products.title, views: products.views })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.moderationState, 'published')))
    .orderBy(desc(products.views))
    .limit(limit);

/** Products by guid (lower-case) with whether everyone may see them: what a chat is about (the messenger's list). */
export async function productsByGuid(db: Db, guids: readonly string[]) {
  if (!guids.length) return [];
  return db
    .select({ guid: products.guid, title: products.title, meta: products.meta, visible: sql<boolean>`${publicProduct}` })
    .from(products)
    .where(inArray(products.guid, [...guids]));
}

/**
 * Suggestions as you type (the header's search): the newest public products whose key has words
 * beginning with each of `words`, at most `limit`. Read backwards along the primary key, stopping at
 * `limit` matches, or from the trigram index for rare words: cheap on a large catalogue either way.
 */
export function productSuggestions(db: Db, words: readonly string[], limit: number): Promise<Array<{ title: string; meta: string }>> {
  return db
    .select({ title: products.title, meta: products.meta })
    .from(products)
    .where(and(publicProduct, ...startsEveryWord(products.searchText, words)))
    .orderBy(desc(products.id))
    .limit(limit);
}

// --- the Telegram channel of new listings (issue 41) ---------------------------------------------

/**
 * A public product as the channel posts it: its fields, its first image and its seller's region and
 * district (Uzbek names; where it is sold); null when everyone may not see it (hidden, in review,
 * rejected, deleted).
 */
export async function findChannelProduct(db: Db, id: number) {
  const [row] = await db
    .select({
      meta: products.meta,
      title: products.title,
      shortDescription: products.shortDescription,
      price: products.price,
      priceDiscount: products.priceDiscount,
      discountPercent: products.discountPercent,
      image: cardColumns.image,
      region: regions.nameUz,
      district: districts.nameUz,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(and(publicProduct, eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** Which of these products everyone may see now (the channel's sweep). */
export async function publicAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(publicProduct, inArray(products.id, [...ids])));
  return rows.map((r) => r.id);
}
