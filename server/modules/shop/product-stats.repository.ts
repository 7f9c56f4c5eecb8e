import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onPage } from '../../lib/paging';
import { users } from '../users';
import { productCards, publicProduct, type ProductCardRow } from './shop.repository';
import { productDailyStats, products } from './shop.table';

/**
 * The seller's statistics (issue 40): each product's counts per Tashkent day in product_daily_stats,
 * raised where each thing happens (views by the view counter's write, saves by a like, chats by the
 * messenger's new chat, phone reveals by the sellers module), and read back per day and per product.
 */
type StatKind = 'views' | 'saves' | 'chats' | 'phoneReveals';

const column = (kind: StatKind) => productDailyStats[kind];
/** The counters' SQL names (the tables are named by drizzle's snake_case casing). */
const COLUMN_NAMES: Record<StatKind, string> = { views: 'views', saves: 'saves', chats: 'chats', phoneReveals: 'phone_reveals' };

/**
 * Raises one counter of a product (by guid; only a product of `sellerId` when given) for `day`: one
 * statement, nothing when there is no such product.
 */
export async function raiseStat(db: Db, guid: string, kind: StatKind, day: string, sellerId?: number): Promise<void> {
  const col = sql.identifier(COLUMN_NAMES[kind]);
  const owner = sellerId === undefined ? sql`` : sql` and ${products.userId} = ${sellerId}`;
  await db.execute(sql`
    insert into product_daily_stats (product_id, day, ${col})
    select ${products.id}, ${day}::date, 1 from ${products} where ${products.guid} = ${guid}${owner}
    on conflict (product_id, day) do update set ${col} = product_daily_stats.${col} + 1`);
}

/** Raises a product's counter by id (a save: the product is already loaded). */
export async function raiseStatById(db: Db, productId: number, kind: StatKind, day: string): Promise<void> {
  await db
    .insert(productDailyStats)
    .values({ productId, day, [kind]: 1 })
    .onConflictDoUpdate({ target: [productDailyStats.productId, productDailyStats.day], set: { [kind]: sql`${column(kind)} + 1` } });
}

/** The view counter's write: the day's views of many products, in the counter's transaction (one statement). */
export async function raiseDailyViews(db: Db, entries: [id: number, views: number][], day: string): Promise<void> {
  if (!entries.length) return;
  await db
    .insert(productDailyStats)
    .values(entries.map(([productId, views]) => ({ productId, day, views })))
    .onConflictDoUpdate({ target: [productDailyStats.productId, productDailyStats.day], set: { views: sql`${productDailyStats.views} + excluded.views` } });
}

const sums = {
  views: sql<number>`coalesce(sum(${productDailyStats.views}), 0)::int`,
  saves: sql<number>`coalesce(sum(${productDailyStats.saves}), 0)::int`,
  chats: sql<number>`coalesce(sum(${productDailyStats.chats}), 0)::int`,
  phoneReveals: sql<number>`coalesce(sum(${productDailyStats.phoneReveals}), 0)::int`,
};

/** A seller's counts since `sinceDay`: per day (all their products, or one) and per product. Two statements. */
export async function sellerStats(db: Db, sellerId: number, sinceDay: string, productId?: number) {
  const where = and(eq(products.userId, sellerId), gte(productDailyStats.day, sinceDay), productId === undefined ? undefined : eq(products.id, productId));
  const days = await db
    .select({ day: productDailyStats.day, ...sums })
    .from(productDailyStats)
    .innerJoin(products, eq(products.id, productDailyStats.productId))
    .where(where)
    .groupBy(productDailyStats.day)
    .orderBy(asc(productDailyStats.day));
  const perProduct = await db
    .select({ guid: products.guid, title: products.title, ...sums })
    .from(productDailyStats)
    .innerJoin(products, eq(products.id, productDailyStats.productId))
    .where(where)
    .groupBy(products.id, products.guid, products.title)
    .orderBy(desc(sums.views), asc(products.id));
  return { days, perProduct };
}

/** A seller's live (public) products, newest first, a page at a time, with their count. */
export async function liveProductsPage(db: Db, sellerId: number, page: number, pageSize: number): Promise<{ rows: ProductCardRow[]; total: number }> {
  const live = and(publicProduct, eq(products.userId, sellerId));
  const total = await countLiveProducts(db, sellerId);
  const rows = await onPage(productCards(db).where(live).orderBy(desc(products.createdAt), desc(products.id)), { page, pageSize });
  return { rows, total };
}

export async function countLiveProducts(db: Db, sellerId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(and(publicProduct, eq(products.userId, sellerId)));
  return row?.n ?? 0;
}

/** Sellers with live products (not blocked), for the sitemap: how many, and a stable slice of their guids. */
const sellersWithLive = and(publicProduct, isNull(users.blockedAt));
export async function countSellersWithLiveProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(distinct ${products.userId})::int` }).from(products).innerJoin(users, eq(users.id, products.userId)).where(sellersWithLive);
  return row?.n ?? 0;
}
export async function sellersWithLiveProducts(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id, guid: users.guid })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(sellersWithLive)
    .orderBy(asc(users.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.guid);
}
