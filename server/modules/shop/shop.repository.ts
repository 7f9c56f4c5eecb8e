import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users';
import { productImages, productLikes, products, shopCategories } from './shop.table';

/**
 * Every query of the shop's public reads. A product card needs the product, its seller's public
 * name and picture (joined here, not asked of the users module one by one) and its first image
 * (a correlated sub-select served by product_images_product_idx): one query per list, whatever its length.
 */

/** A category as every answer shows it: its titles in the three languages. */
export const categoryColumns = {
  guid: shopCategories.guid,
  meta: shopCategories.meta,
  title: shopCategories.title,
  titleRu: shopCategories.titleRu,
  titleEn: shopCategories.titleEn,
};
export type CategoryRow = { guid: string; meta: string; title: string; titleRu: string | null; titleEn: string | null };

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(shopCategories)
    .orderBy(asc(shopCategories.position), asc(shopCategories.id));
}

const firstImage = sql<string | null>`(
  select ${productImages.image} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id}
  limit 1
)`;

/** The columns of a product card (with its seller joined as `users`): shared by every card list of the shop. */
export const cardColumns = {
  id: products.id,
  guid: products.guid,
  meta: products.meta,
  title: products.title,
  shortDescription: products.shortDescription,
  price: products.price,
  priceDiscount: products.priceDiscount,
  isVerified: products.isVerified,
  image: firstImage,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userPfp: users.pfp,
};

export type ProductCardRow = {
  id: number;
  guid: string;
  meta: string;
  title: string;
  shortDescription: string;
  price: number;
  priceDiscount: number;
  isVerified: boolean;
  image: string | null;
  userFirstName: string;
  userLastName: string;
  userPfp: string | null;
};

/** What everyone may see: active, and published by moderation (issue 15). Every public read filters by it. */
export const publicProduct: SQL = and(eq(products.isActive, true), eq(products.moderationState, 'published'))!;

/** Product cards: products with their seller joined, as a query to add joins, a filter and an order to. Every card list of the shop starts here. */
export const productCards = (db: Db) => db.select(cardColumns).from(products).innerJoin(users, eq(users.id, products.userId)).$dynamic();

/** Active product cards in the given order; the last sort key is always the id, so pages are stable. */
function cards(db: Db, order: SQL[], limit: number, where?: SQL): Promise<ProductCardRow[]> {
  return productCards(db)
    .where(where ? and(publicProduct, where) : publicProduct)
    .orderBy(...order, desc(products.id))
    .limit(limit);
}

/**
 * A category's most viewed public products (products_category_views_idx): the related products of its
 * product pages, the same for every page of the category.
 */
export const mostViewedInCategory = (db: Db, categoryId: number, limit: number) =>
  cards(db, [desc(products.views)], limit, eq(products.categoryId, categoryId));

/** Most viewed first (products_views_idx). */
export const mostViewedProducts = (db: Db, limit: number) => cards(db, [desc(products.views), desc(products.createdAt)], limit);

/** Newest first (products_created_idx). */
export const newestProducts = (db: Db, limit: number) => cards(db, [desc(products.createdAt)], limit);

/**
 * Recommended: verified sellers' goods first, then the most liked, then the most viewed, then the newest.
 * Products listed in `shownIds` (already on the page in another grid) sort after all others, so the
 * grid shows different goods when the catalogue has them and is never emptier than the catalogue.
 * Likes are counted once per query with a grouped sub-select (not per row).
 */
export function recommendedProducts(db: Db, limit: number, shownIds: number[]): Promise<ProductCardRow[]> {
  const likes = db
    .select({ productId: productLikes.productId, count: sql<number>`count(*)::int`.as('likes_count') })
    .from(productLikes)
    .groupBy(productLikes.productId)
    .as('likes');
  const order: SQL[] = [];
  if (shownIds.length) order.push(sql`case when ${inArray(products.id, shownIds)} then 1 else 0 end`);
  order.push(desc(products.isVerified), sql`coalesce(${likes.count}, 0) desc`, desc(products.views), desc(products.createdAt), desc(products.id));
  return productCards(db)
    .leftJoin(likes, eq(likes.productId, products.id))
    .where(publicProduct)
    .orderBy(...order)
    .limit(limit);
}

/** The sitemap's view of the shop: active products, oldest first (new ones append, so pages stay put). */
export async function countActiveProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(publicProduct);
  return row?.n ?? 0;
}

export function activeProductPages(db: Db, offset: number, limit: number): Promise<{ meta: string; updatedAt: Date }[]> {
  return db
    .select({ meta: products.meta, updatedAt: products.updatedAt })
    .from(products)
    .where(publicProduct)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}
