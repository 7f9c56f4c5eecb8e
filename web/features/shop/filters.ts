import type { ProductSort } from '@shared/schemas/shop';
import type { ProductSearchParams } from './api/search-products';
import { parseMoney } from '@web/lib/money';

/**
 * The filters of /online-shop/categories/ live in the URL (same names as the API's query), so a
 * search can be shared as a link and the browser's back and forward buttons step through it.
 * Defaults are left out of the URL: the plain page is just /online-shop/categories/.
 */
export interface ShopFilters {
  q: string;
  category?: string;
  price_min?: number;
  price_max?: number;
  region?: number;
  verified: boolean;
  sort: ProductSort;
  page: number;
}

/**
 * The API's sort orders (PRODUCT_SORTS of shared/schemas/shop). Listed here rather than imported
 * because that module builds zod schemas on load, which would put zod (~40 KB gzipped) into every
 * browsing page; the type check below fails the build if the two lists ever differ.
 */
export const SORTS = ['newest', 'price_asc', 'price_desc', 'views'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sortsMatchApi: Same<(typeof SORTS)[number], ProductSort> = true;
void _sortsMatchApi;

const DEFAULT_SORT: ProductSort = 'newest';
export const SEARCH_PAGE_SIZE = 12;
const PAGE_MAX = 10_000;

const positiveInt = (raw: string | null, max: number): number | undefined => {
  if (!raw || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
};

export function parseFilters(sp: URLSearchParams): ShopFilters {
  let price_min = parseMoney(sp.get('price_min'));
  let price_max = parseMoney(sp.get('price_max'));
  // "from 500 000 to 100 000" is a slip of the finger, not an empty search: read it the right way round.
  if (price_min != null && price_max != null && price_min > price_max) [price_min, price_max] = [price_max, price_min];
  const sort = sp.get('sort');
  const category = sp.get('category')?.trim().slice(0, 100);
  return {
    q: (sp.get('q') ?? '').trim().slice(0, 100),
    category: category || undefined,
    price_min,
    price_max,
    region: positiveInt(sp.get('region'), 1_000_000),
    verified: sp.get('verified') === '1' || sp.get('verified') === 'true',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : DEFAULT_SORT,
    page: positiveInt(sp.get('page'), PAGE_MAX) ?? 1,
  };
}

/** Every query parameter of the page's address (what parseFilters reads, filtersToSearchParams writes). */
export const FILTER_PARAMS = ['q', 'category', 'price_min', 'price_max', 'region', 'verified', 'sort', 'page'] as const;

export function filtersToSearchParams(f: ShopFilters): URLSearchParams {
  const sp = new URLSearchParams();
  if (f.q) sp.set('q', f.q);
  if (f.category) sp.set('category', f.category);
  if (f.price_min != null) sp.set('price_min', String(f.price_min));
  if (f.price_max != null) sp.set('price_max', String(f.price_max));
  if (f.region != null) sp.set('region', String(f.region));
  if (f.verified) sp.set('verified', '1');
  if (f.sort !== DEFAULT_SORT) sp.set('sort', f.sort);
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}

/** A change of any filter starts again from page 1; only the pager itself keeps `page`. */
/** A change of some filters (a control's); applied with withFilters. */
export type ShopFilterPatch = Partial<Omit<ShopFilters, 'page'>>;

export const withFilters = (f: ShopFilters, patch: ShopFilterPatch): ShopFilters => ({ ...f, ...patch, page: 1 });

/** The change that clears the search and every filter, keeping the order (the chips' 'clear all'): every key named, so a new filter cannot be missed. */
export const clearAllFilters = (sort: ProductSort): ShopFilterPatch =>
  ({ q: '', category: undefined, price_min: undefined, price_max: undefined, region: undefined, verified: false, sort }) satisfies {
    [K in keyof Required<ShopFilterPatch>]: ShopFilterPatch[K];
  };

export const filtersToQuery = (f: ShopFilters, pageSize = SEARCH_PAGE_SIZE): ProductSearchParams => ({
  q: f.q || undefined,
  category: f.category,
  price_min: f.price_min,
  price_max: f.price_max,
  region: f.region,
  verified: f.verified || undefined,
  sort: f.sort,
  page: f.page,
  page_size: pageSize,
});

/** How many filters narrow the list (the search text and the sort order are not counted). */
export const activeFilterCount = (f: ShopFilters): number =>
  [f.category, f.price_min, f.price_max, f.region].filter((v) => v != null).length + (f.verified ? 1 : 0);
