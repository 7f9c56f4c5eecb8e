import type { z } from 'zod';
import { tashkentDay } from '@shared/format/date';
import type { ProductStats, productStatsQuerySchema } from '@shared/schemas/sellers';
import type { ProductCard } from '@shared/schemas/shop';
import type { Paged } from '@shared/schemas/common';
import { publicPaths } from '@shared/paths';
import type { Db } from '../../db/client';
import type { SitemapSource } from '../../lib/sitemap';
import type { AuthUser } from '../../lib/auth-user';
import { paged } from '../../lib/paging';
import { periodStarts } from '../../lib/periods';
import { raiseViewsIn } from '../../lib/view-counter';
import * as stats from './product-stats.repository';
import { findProductByGuid } from './products.repository';
import { productNotFound } from './shop.errors';
import { canReadProductStats } from './shop.policies';
import { presentProductCard } from './shop.presenter';

const today = () => tashkentDay(new Date());

/**
 * Counts one event of a product for its seller's statistics (issue 40): a chat started about it (the
 * messenger), its seller's phone shown from it (the sellers module; only when the product is that
 * seller's, `sellerId`). A product that is not there counts nothing.
 */
export const countProductEvent = (db: Db, guid: string, kind: 'chats' | 'phoneReveals', sellerId?: number) => stats.raiseStat(db, guid, kind, today(), sellerId);

/** A new save (like) of a product. */
export const countSave = (db: Db, productId: number) => stats.raiseStatById(db, productId, 'saves', today());

/** The view counter's write for products: their counters and their views of the day (Tashkent), in one transaction. */
export async function writeProductViews(db: Db, entries: [id: number, views: number][]): Promise<void> {
  await raiseViewsIn('products')(db, entries);
  await stats.raiseDailyViews(db, entries, today());
}

/**
 * GET user-products/stats/: the caller's own statistics over the last `days` days (every day, zeros
 * included), in total or of one product (their own: another's is not found).
 */
export async function productStatsOf(db: Db, user: AuthUser, q: z.output<typeof productStatsQuerySchema>): Promise<ProductStats> {
  let productId: number | undefined;
  if (q.product) {
    const product = await findProductByGuid(db, q.product);
    if (!product || !canReadProductStats(user, product)) throw productNotFound();
    productId = product.id;
  }
  const { dates } = periodStarts(new Date(), 'day', q.days);
  const found = await stats.sellerStats(db, user.id, dates[0], productId);
  const byDay = new Map(found.days.map((d) => [String(d.day).slice(0, 10), d]));
  const counts = (r: { views: number; saves: number; chats: number; phoneReveals: number } | undefined) => ({
    views: r?.views ?? 0,
    saves: r?.saves ?? 0,
    chats: r?.chats ?? 0,
    phone_reveals: r?.phoneReveals ?? 0,
  });
  const days = dates.map((day) => ({ day, ...counts(byDay.get(day)) }));
  const totals = days.reduce((t, d) => ({ views: t.views + d.views, saves: t.saves + d.saves, chats: t.chats + d.chats, phone_reveals: t.phone_reveals + d.phone_reveals }), counts(undefined));
  return { days, totals, products: found.perProduct.map((p) => ({ guid: p.guid, title: p.title, ...counts(p) })) };
}

/** A seller's live products, newest first (their seller page). */
export async function sellerProducts(db: Db, sellerId: number, page: number, pageSize: number): Promise<Paged<ProductCard>> {
  const { rows, total } = await stats.liveProductsPage(db, sellerId, page, pageSize);
  return paged(rows.map(presentProductCard), page, pageSize, total);
}

/** How many live products a seller has. */
export const liveProductCount = (db: Db, sellerId: number) => stats.countLiveProducts(db, sellerId);

/** The sitemap's seller pages: sellers with live products. */
export const sellerSitemapSource = (db: Db): SitemapSource => ({
  name: 'sellers',
  count: () => stats.countSellersWithLiveProducts(db),
  entries: async (offset, limit) => (await stats.sellersWithLiveProducts(db, offset, limit)).map((guid) => ({ path: publicPaths.seller(guid) })),
});
