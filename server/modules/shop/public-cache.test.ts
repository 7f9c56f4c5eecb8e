import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductPage, UserProduct } from '@shared/schemas/shop';
import { buildTestApp, type TestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { bearer, newUserToken } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { visitorCookie } from '../../test/visitors';
import { products } from './shop.table';

/**
 * The shop's public answers come from in-process caches (shop.caches.ts): product pages (their
 * public part; the caller's own state joined per request), category pages and first pages of
 * searches. Each write must show at once. The view counter's periodic write is held still here
 * (fake intervals) and run on purpose, so that no write happens at a moment the test did not choose.
 */
let t: TestApp;
let sellerToken: string;
let otherToken: string;
let likerToken: string;
let moderatorToken: string;
let kashta: Awaited<ReturnType<typeof createCategory>>;
let product: UserProduct;

async function createProduct(title: string): Promise<UserProduct> {
  const body = multipart({ title, description: '<p>Ipak ip bilan tikilgan.</p>', price: '250000', category: kashta.guid }, [await pngFile()]);
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(sellerToken) } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await buildTestApp();
  sellerToken = await newUserToken(t.app, { role: 'housemaker', firstName: 'Gulnora', lastName: 'Xolmatova' });
  otherToken = await newUserToken(t.app, { firstName: 'Boshqa' });
  likerToken = await newUserToken(t.app, { firstName: 'Saqlovchi' });
  moderatorToken = await newUserToken(t.app, { role: 'moderator' });
  kashta = await createCategory(t.db, 'Kashtachilik');
  product = await createProduct('Kashta yostiq jildi');
  await createProduct('Kashta sumka');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** The view counter's periodic write (every 3 s), started now. */
const writeViews = () => vi.advanceTimersByTimeAsync(3000);

const url = () => `/api/shop/product/${product.meta}/`;
const page = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: url(), headers });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductPage;
};
const status = async (headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url: url(), headers })).statusCode;
async function edit(fields: Record<string, string>) {
  const body = multipart(fields);
  const res = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(sellerToken) } });
  expect(res.statusCode).toBe(200);
}
const categoryTitles = async () => (await t.app.inject({ method: 'GET', url: `/api/shop/category/${kashta.meta}` })).json().map((p: { title: string }) => p.title);
const searchTitles = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/shop/products/?q=${encodeURIComponent(q)}` })).json().results.map((p: { title: string }) => p.title);

describe('product pages', () => {
  it('answer from the cache: nothing asked for a visitor, only their own state for a signed-in caller', async () => {
    const first = await t.app.inject({ method: 'GET', url: url() });
    const visitor = { cookie: visitorCookie(first) };
    expect(await countQueries(t.db, () => page(visitor))).toBe(0);
    // A signed-in caller: who they are (their session) and whether they saved it, nothing more.
    expect(await countQueries(t.db, () => page(bearer(otherToken)))).toBe(2);
  });

  it('show an edit at once, as do the category page and search', async () => {
    await page();
    await categoryTitles();
    await searchTitles('kashta');
    // Cached: asking again reads nothing.
    expect(await countQueries(t.db, categoryTitles)).toBe(0);
    expect(await countQueries(t.db, () => searchTitles('kashta'))).toBe(0);

    await edit({ title: 'Kashtali yostiq jildi', price: '300000' });
    expect((await page()).product).toMatchObject({ title: 'Kashtali yostiq jildi', price: 300_000, price_discount: 300_000 });
    expect(await categoryTitles()).toContain('Kashtali yostiq jildi');
    expect(await searchTitles('kashta')).toContain('Kashtali yostiq jildi');
    expect(await searchTitles('kashtali')).toEqual(['Kashtali yostiq jildi']);
  });

  it("keep each caller's own like state while the public part is cached, and the like count current", async () => {
    await page();
    const like = await t.app.inject({ method: 'POST', url: `${url()}like/`, headers: bearer(likerToken) });
    expect(like.json()).toEqual({ liked: true, likes: 1 });
    expect((await page(bearer(likerToken))).product).toMatchObject({ is_liked: true, likes: 1 });
    expect((await page(bearer(otherToken))).product).toMatchObject({ is_liked: false, likes: 1 });
    expect((await page()).product).toMatchObject({ is_liked: false, likes: 1 });
    // The liker again, right after others' answers came from the same cached part.
    expect((await page(bearer(likerToken))).product.is_liked).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `${url()}like/`, headers: bearer(likerToken) });
    expect((await page(bearer(likerToken))).product).toMatchObject({ is_liked: false, likes: 0 });
  });

  it('count views at once, and keep the count when the views are written', async () => {
    const first = await t.app.inject({ method: 'GET', url: url() }); // a first visit: given its cookie, counted when it comes back
    const visitor = { cookie: visitorCookie(first) };
    const shown = (await page(visitor)).product.views; // counted at once, written later
    expect(shown).toBe(first.json().product.views + 1);
    expect((await page(visitor)).product.views).toBe(shown); // the same visitor is not counted again
    await writeViews();
    // Once written, the cached page (which holds the count from before) is reloaded: the count stays.
    await vi.waitFor(async () => expect((await page(visitor)).product.views).toBe(shown));
    const [row] = await t.db.select({ views: products.views }).from(products).where(eq(products.guid, product.guid));
    expect(row.views).toBe(shown);
  });

  it('show verification, deactivation and deletion at once', async () => {
    expect((await page()).product.is_verified).toBe(false);
    const verify = await t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: product.meta, verified: true }, headers: bearer(moderatorToken) });
    expect(verify.json()).toEqual({ is_verified: true });
    expect((await page()).product.is_verified).toBe(true);

    await edit({ is_active: 'false' });
    expect(await status()).toBe(404);
    expect(await status(bearer(otherToken))).toBe(404);
    // The cached public part does not hide it from its seller and the moderators.
    expect(await status(bearer(sellerToken))).toBe(200);
    expect(await status(bearer(moderatorToken))).toBe(200);
    expect(await categoryTitles()).not.toContain('Kashtali yostiq jildi');
    expect(await searchTitles('kashtali')).toEqual([]);
    await edit({ is_active: 'true' });
    expect(await status()).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${product.guid}/`, headers: bearer(sellerToken) })).statusCode).toBe(204);
    expect(await status()).toBe(410); // removed: Gone (issue 40), at once
    expect(await categoryTitles()).toEqual(['Kashta sumka']);
  });
});

describe('search', () => {
  it('answers further pages of a query from its matches in order, and shows a new product at once', async () => {
    for (const n of [1, 2, 3, 4]) await createProduct(`Zardo'zi do'ppi ${n}`);
    const at = async (p: number) => (await t.app.inject({ method: 'GET', url: `/api/shop/products/?q=zardozi&page_size=3&page=${p}` })).json();
    const first = await at(1);
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 4 });
    expect(first.results.map((r: { title: string }) => r.title)).toEqual(["Zardo'zi do'ppi 4", "Zardo'zi do'ppi 3", "Zardo'zi do'ppi 2"]);
    // The second page: a lookup of the ids found with the count, one query.
    expect(await countQueries(t.db, async () => expect((await at(2)).results.map((r: { title: string }) => r.title)).toEqual(["Zardo'zi do'ppi 1"]))).toBe(1);

    await createProduct("Zardo'zi do'ppi 5");
    expect(await at(1)).toMatchObject({ total_pages: 2, count: 5 });
    expect((await at(2)).results.map((r: { title: string }) => r.title)).toEqual(["Zardo'zi do'ppi 2", "Zardo'zi do'ppi 1"]);
  });
});

describe('related products', () => {
  it('are the category’s most viewed, never the page’s own product, read once for every page of the category', async () => {
    const bordo = await createCategory(t.db, 'Bordo ishlari');
    const made: UserProduct[] = [];
    for (const [n, views] of [[1, 5], [2, 50], [3, 20], [4, 0], [5, 40], [6, 30]] as const) {
      const body = multipart({ title: `Bordo buyum ${n}`, description: '<p>Qo‘lda.</p>', price: '90000', category: bordo.guid }, [await pngFile()]);
      const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(sellerToken) } });
      expect(res.statusCode).toBe(201);
      made.push(res.json());
      await t.db.update(products).set({ views }).where(eq(products.guid, res.json().guid));
    }
    const relatedOf = async (meta: string) => ((await t.app.inject({ method: 'GET', url: `/api/shop/product/${meta}/` })).json() as ProductPage).related.map((r) => r.title);
    // The most viewed (50) shows the next four; the least viewed shows the top four.
    expect(await relatedOf(made[1]!.meta)).toEqual(['Bordo buyum 5', 'Bordo buyum 6', 'Bordo buyum 3', 'Bordo buyum 1']);
    // Another page of the category: its own product, and nothing else (the related cards are kept).
    expect(await countQueries(t.db, async () => expect(await relatedOf(made[3]!.meta)).toEqual(['Bordo buyum 2', 'Bordo buyum 5', 'Bordo buyum 6', 'Bordo buyum 3']))).toBe(1);
  });
});
