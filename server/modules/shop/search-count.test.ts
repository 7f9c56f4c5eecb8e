import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MAX, SEARCH_COUNT_CAP } from '@shared/constants';
import type { ProductSearchResult } from '@shared/schemas/shop';
import { searchKey } from '@shared/text/uzbek';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { createUser } from '../../test/factories';
import { createCategory } from '../../test/shop-factories';
import { searchProducts } from './products.repository';
import { estimateSearch } from './search-estimate';
import { products } from './shop.table';

/**
 * The search's count contract (issue 24): matches are counted up to SEARCH_COUNT_CAP, above it the
 * answer says count_capped; every page is the right slice of the sort's order, whichever way the
 * search found it (a broad query read in index order, a narrow one's matches collected and sorted,
 * one in between found to pass the cap).
 */
const t = useTestApp();

/**
 * 2,600 products: "sinov" in all (broad), "kosa" in every other (over the cap, not broad), "lagan" in
 * every tenth (260), "oltin" in the 1,600 dearest (broad, and last in the order of price_asc).
 */
const COUNT = 2600;
interface Made {
  i: number;
  title: string;
  price: number;
  views: number;
  createdAt: Date;
}
const made: Made[] = [];
const base = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  const seller = await createUser(t.db, { role: 'housemaker' });
  const category = await createCategory(t.db, 'Sinov');
  for (let i = 0; i < COUNT; i++) {
    const priceRank = (i * 37) % COUNT;
    const title = `Sinov ${i % 2 === 0 ? 'kosa' : 'choynak'}${i % 10 === 0 ? ' lagan' : ''}${priceRank >= 1000 ? ' oltin' : ''} ${i}`;
    made.push({ i, title, price: 1000 * (1 + priceRank), views: (i * 53) % 1000, createdAt: new Date(base - i * 60_000) });
  }
  for (let start = 0; start < COUNT; start += 500) {
    await t.db.insert(products).values(
      made.slice(start, start + 500).map((p) => ({
        meta: `sinov-${p.i}`,
        userId: seller.id,
        categoryId: category.id,
        title: p.title,
        price: p.price,
        priceDiscount: p.price,
        views: p.views,
        searchText: searchKey(p.title),
        createdAt: p.createdAt,
      })),
    );
  }
});

const search = async (query: string): Promise<ProductSearchResult> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (r: ProductSearchResult) => r.results.map((p) => p.title);

/** The sort's order, as the database keeps it: newest, cheapest, dearest or most viewed first; the newest breaks ties. */
const ORDERS = {
  newest: (a: Made, b: Made) => b.createdAt.getTime() - a.createdAt.getTime(),
  price_asc: (a: Made, b: Made) => a.price - b.price || b.i - a.i,
  price_desc: (a: Made, b: Made) => b.price - a.price || b.i - a.i,
  views: (a: Made, b: Made) => b.views - a.views || b.createdAt.getTime() - a.createdAt.getTime(),
};
const expected = (has: string, sort: keyof typeof ORDERS) =>
  made
    .filter((p) => p.title.includes(has))
    .sort(ORDERS[sort])
    .map((p) => p.title);

/** Every page of a query, 12 at a time, from the first to `last`. */
async function pages(query: string, last: number): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; page <= last; page++) all.push(...titles(await search(`${query}&page=${page}`)));
  return all;
}

describe('the ways a search finds a page', () => {
  it('reads the same page in the sort index order as by finding every match and sorting them', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'views'] as const) {
      for (const word of ['oltin', 'kosa', 'lagan']) {
        for (const page of [1, 3]) {
          const want = expected(word, sort).slice((page - 1) * 12, page * 12);
          for (const inIndexOrder of [true, false]) {
            const rows = await searchProducts(t.db, { words: [word], priceMax: PRICE_MAX }, { sort, page, pageSize: 12, inIndexOrder });
            expect(rows.map((r) => r.title), `${word} ${sort} page ${page} ${inIndexOrder}`).toEqual(want);
          }
        }
      }
    }
  });

  it('judges from the sample which queries are broad, and which to read in index order', async () => {
    const judge = async (words: string[], sort: 'newest' | 'price_asc' | 'price_desc' = 'newest') => {
      const estimate = await estimateSearch(t.db, { words }, sort, 12, SEARCH_COUNT_CAP);
      return { broad: estimate.broad, narrowWords: estimate.narrowWords, inIndexOrder: estimate.inIndexOrder() };
    };
    expect(await judge(['sinov'])).toMatchObject({ broad: true, inIndexOrder: true });
    expect(await judge(['kosa'])).toMatchObject({ broad: false, narrowWords: true });
    expect(await judge(['lagan'])).toMatchObject({ broad: false, narrowWords: true });
    // Its matches are the dearest: the cheapest first meets a thousand others before them.
    expect(await judge(['oltin'], 'price_asc')).toMatchObject({ broad: true, inIndexOrder: false });
    expect(await judge(['oltin'], 'price_desc')).toMatchObject({ broad: true, inIndexOrder: true });
  });
});

describe('the count of a search', () => {
  it('stops at the cap and says so for a broad query, with its first page in order', async () => {
    const result = await search('q=sinov');
    expect(result).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true, total_pages: Math.ceil(SEARCH_COUNT_CAP / 12), page: 1 });
    expect(titles(result)).toEqual(expected('Sinov', 'newest').slice(0, 12));
    // Written in Cyrillic, the same.
    expect(titles(await search(`q=${encodeURIComponent('синов')}`))).toEqual(titles(result));
  });

  it('stops at the cap for a query just past it, with its first page in order', async () => {
    const result = await search('q=kosa&sort=price_asc');
    expect(result).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    expect(titles(result)).toEqual(expected('kosa', 'price_asc').slice(0, 12));
  });

  it('is exact under the cap, and its pages are every match once, in order', async () => {
    const result = await search('q=lagan&sort=price_desc');
    expect(result).toMatchObject({ count: 260, count_capped: false, total_pages: 22 });
    expect(await pages('q=lagan&sort=price_desc', 22)).toEqual(expected('lagan', 'price_desc'));
    // A filter that leaves a few: exact as well.
    const cheap = made.filter((p) => p.title.includes('lagan') && p.price <= 100_000);
    expect(await search('q=lagan&price_max=100000')).toMatchObject({ count: cheap.length, count_capped: false });
  });

  it('pages a broad query in the order of its sort, each product once', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'views'] as const) {
      expect(await pages(`q=sinov&sort=${sort}`, 4), sort).toEqual(expected('Sinov', sort).slice(0, 48));
      expect(await pages(`q=kosa&sort=${sort}`, 3), sort).toEqual(expected('kosa', sort).slice(0, 36));
    }
  });

  it('finds a broad query whose matches come last in its order (the dearest by lowest price)', async () => {
    const result = await search('q=oltin&sort=price_asc');
    expect(result).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    expect(titles(result)).toEqual(expected('oltin', 'price_asc').slice(0, 12));
    expect(await pages('q=oltin&sort=price_asc', 3)).toEqual(expected('oltin', 'price_asc').slice(0, 36));
  });

  it('answers a page past the last with the count, so the pager can go back to the last page', async () => {
    expect(await search('q=lagan&page=30')).toMatchObject({ results: [], count: 260, count_capped: false, total_pages: 22, page: 30 });
    expect(await search('q=sinov&page=300')).toMatchObject({ results: [], count: SEARCH_COUNT_CAP, count_capped: true, page: 300 });
    expect(await search('q=qzxqzx')).toMatchObject({ results: [], count: 0, count_capped: false, total_pages: 1 });
  });

  it('answers an unknown category with nothing, counted', async () => {
    expect(await search('category=yoq')).toEqual({ results: [], page: 1, total_pages: 1, count: 0, count_capped: false, did_you_mean: null });
  });

  it('asks one query for a new search, two for one just past the cap, none for a first page just asked', async () => {
    expect(await countQueries(t.db, () => search('q=sinov&price_max=900000000001'))).toBe(1);
    expect(await countQueries(t.db, () => search('q=kosa&price_max=900000000001'))).toBe(2);
    expect(await countQueries(t.db, () => search('q=lagan&price_max=900000000001'))).toBe(1);
    expect(await countQueries(t.db, () => search('q=lagan&price_max=900000000001'))).toBe(0);
    // A further page of a narrow query: a page of the ids found with its count.
    expect(await countQueries(t.db, () => search('q=lagan&price_max=900000000001&page=2'))).toBe(1);
  });
});
