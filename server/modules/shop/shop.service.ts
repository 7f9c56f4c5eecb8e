import { publicPaths } from '@shared/paths';
import type { ShopHomeData } from '@shared/schemas/shop';
import type { Db } from '../../db/client';
import type { Period } from '../../lib/periods';
import type { SitemapSource } from '../../lib/sitemap';
import * as products from './products.repository';
import { presentCategory } from '../categories';
import { presentProductCard } from './shop.presenter';
import type { ShopDeps } from './products.service';
import { homeCache } from './shop.caches';
import * as repo from './shop.repository';

/** Cards per home-page grid. */
const HOME_GRID_SIZE = 8;

/**
 * /online-shop's data: every category (by position) and three grids of active products —
 * fast selling = most viewed; new = newest; recommended = verified first, then most liked, most
 * viewed, newest, preferring goods not already shown in the other two grids. Four queries in all.
 */
async function getShopHomeData(deps: Pick<ShopDeps, 'db'>): Promise<ShopHomeData> {
  const { db } = deps;
  const [categories, fast, fresh] = await Promise.all([
    repo.listCategories(db),
    repo.mostViewedProducts(db, HOME_GRID_SIZE),
    repo.newestProducts(db, HOME_GRID_SIZE),
  ]);
  const shown = [...new Set([...fast, ...fresh].map((p) => p.id))];
  const recommended = await repo.recommendedProducts(db, HOME_GRID_SIZE, shown);
  return {
    categories: categories.map(presentCategory),
    fast_selling_products: fast.map(presentProductCard),
    new_products: fresh.map(presentProductCard),
    recommended_products: recommended.map(presentProductCard),
  };
}

/** The home data, from a 30 s in-process cache (the shop's hottest read): the same object for every caller, its JSON made once (server/lib/kept-json.ts). */
export const cachedShopHomeData = (deps: ShopDeps) => homeCache.get(deps.db, 'home', () => getShopHomeData(deps));

/** The shop's public pages for the sitemap: its index pages and categories, then every active product. */
export function shopSitemapSources(deps: Pick<ShopDeps, 'db'>): SitemapSource[] {
  const categoryPaths = async () => (await repo.listCategories(deps.db)).map((c) => publicPaths.category(c.meta));
  return [
    {
      name: 'shop',
      count: async () => 2 + (await repo.listCategories(deps.db)).length,
      entries: async (offset, limit) => [publicPaths.shop(), publicPaths.products(), ...(await categoryPaths())].slice(offset, offset + limit).map((path) => ({ path })),
    },
    {
      name: 'products',
      count: () => repo.countActiveProducts(deps.db),
      entries: async (offset, limit) =>
        (await repo.activeProductPages(deps.db, offset, limit)).map((p) => ({ path: publicPaths.product(p.meta), lastModified: p.updatedAt })),
    },
  ];
}

/** The admin overview's shop figures (three queries): totals with the unverified, new per period since `since`, the most viewed. */
export async function productStats(db: Db, period: Period, since: Date, top: number) {
  const counts = await products.countProducts(db);
  const created = await products.countNewProducts(db, period, since);
  const mostViewed = await products.mostViewedProducts(db, top);
  return { ...counts, created, mostViewed };
}
