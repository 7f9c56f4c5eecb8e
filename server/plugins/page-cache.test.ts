import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { newsCategories } from '../modules/news/news.table';
import { products } from '../modules/shop/shop.table';
import { buildTestApp, type TestApp } from '../test/app';
import { countQueries } from '../test/count-queries';
import { openTestDatabase } from '../test/database';
import { accessTokenFor, bearer, createUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { createCategory, createProductRow, pngFile } from '../test/shop-factories';
import { returningVisitor, visitorCookie } from '../test/visitors';
import { VISITOR_COOKIE } from './visitor';

/**
 * The page cache of server/plugins/pages.ts: server-rendered pages (the web app's own renderer,
 * web/entry-server.tsx) kept for every reader alike, compressed, cleared by writes of public content;
 * a returning visitor's view still counts on a kept copy, which sets no cookie.
 * Renders are counted by the cache (app.pageCache.stats.renders), so nothing here reads a clock.
 */

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-page-cache-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
const ssrEntry = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const buildPagesApp = (database?: Database, config: Partial<Config> = {}) => buildTestApp({ database, config: { webDir, ssrEntry, ...config } });
const setCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === VISITOR_COOKIE);

describe('the page cache', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createUser>>;
  let category: Awaited<ReturnType<typeof createCategory>>;
  beforeAll(async () => {
    t = await buildPagesApp();
    seller = await createUser(t.db, { role: 'housemaker', firstName: 'Dilnoza', lastName: 'Karimova' });
    category = await createCategory(t.db, 'Atlas va adras');
  }, 60_000);
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const renders = () => t.app.pageCache!.stats.renders;
  const newProduct = (title: string) => createProductRow(t.db, { userId: seller.id, categoryId: category.id, title });

  it('answers a second request for a page from the kept render: no render, no query, the same HTML', async () => {
    const product = await newProduct("Marg'ilon atlasi");
    const first = await page(publicPaths.product(product.meta));
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Marg'ilon atlasi");
    const before = renders();
    let second!: LightMyRequestResponse;
    expect(await countQueries(t.db, async () => void (second = await page(publicPaths.product(product.meta))))).toBe(0);
    expect(renders()).toBe(before);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('sends the kept page brotli- or gzip-compressed as the browser takes it, each the same HTML, and 304 to a browser that holds it', async () => {
    const url = publicPaths.home();
    const plain = await page(url);
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await page(url, { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(plain.body).toContain('<html lang="uz"');

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(gz.headers.etag).toBe(etag);
    const again = await page(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await page(url, { 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
  });

  it('keeps each language, query and origin apart', async () => {
    // A page that reads ?page= (the shop's search); a parameter it does not read is sent away (page-limits.test.ts).
    const url = publicPaths.products();
    await page(url);
    const before = renders();
    const ru = await page(url, { cookie: 'lang=ru' });
    const query = await page(`${url}?page=2`);
    const otherHost = await page(url, { host: 'ipak.example' });
    expect(renders()).toBe(before + 3);
    expect(ru.body).toContain('<html lang="ru"');
    expect(query.statusCode).toBe(200);
    expect(otherHost.body).toContain('http://ipak.example/');
    expect(otherHost.body).not.toContain('http://localhost');
    // Each is kept on its own.
    await page(url, { cookie: 'lang=ru' });
    await page(`${url}?page=2`);
    await page(url);
    expect(renders()).toBe(before + 3);
  });

  it("renders people's Uzbek text in Cyrillic for an Uzbek Cyrillic reader, as written by their choice, and keeps each apart", async () => {
    const product = await newProduct("Qo'lda to'qilgan atlas");
    const url = publicPaths.product(product.meta);
    const uz = await page(url, { cookie: 'lang=uz' });
    expect(uz.body).toContain("Qo'lda to'qilgan atlas");
    expect(uz.body).not.toContain('Қўлда тўқилган атлас');
    const before = renders();
    const cyrillic = await page(url, { cookie: 'lang=uz-Cyrl' });
    expect(cyrillic.body).toContain('<h1');
    expect(cyrillic.body).toMatch(/<h1[^>]*>Қўлда тўқилган атлас</);
    const original = await page(url, { cookie: 'lang=uz-Cyrl; script=latn' });
    // (An apostrophe in text may be written as is or as &#x27;: the renderer's choice.)
    expect(original.body).toMatch(/<h1[^>]*>Qo(?:'|&#x27;)lda to(?:'|&#x27;)qilgan atlas</);
    // The choice changes nothing for another language: that reader's kept page serves it.
    const ruChoice = await page(url, { cookie: 'lang=ru; script=cyrl' });
    const ru = await page(url, { cookie: 'lang=ru' });
    expect(ruChoice.body).toBe(ru.body);
    expect(renders()).toBe(before + 3);
    // Each kept: an explicit 'cyrl' choice is the Cyrillic reader's default page.
    await page(url, { cookie: 'lang=uz-Cyrl; script=cyrl' });
    await page(url, { cookie: 'lang=uz-Cyrl; script=latn' });
    expect(renders()).toBe(before + 3);
  });

  it('is cleared by a write of public content: a product edited, a news item published', async () => {
    const product = await newProduct('Adras ko‘ylak');
    const url = publicPaths.product(product.meta);
    await page(url);
    const home = await page(publicPaths.home());
    const before = renders();
    await page(url);
    expect(renders()).toBe(before);

    const token = await accessTokenFor(t.app, seller);
    const body = multipart({ title: 'Adras ko‘ylak, yangi' }, [await pngFile('rasm.png')]);
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await page(url);
    expect(renders()).toBe(before + 1);
    expect(after.body).toContain('Adras ko‘ylak, yangi');

    // Any public write clears every page (the home page was kept, and news shows there).
    await t.db.insert(newsCategories).values({ meta: 'ipakchilik', title: 'Ipakchilik', position: 0 });
    const moderator = await accessTokenFor(t.app, await createUser(t.db, { role: 'moderator' }));
    const form = multipart({ title: 'Atlas bayrami boshlandi', description: '<p>Festival ochildi.</p>', category: 'ipakchilik' });
    const published = await t.app.inject({ method: 'POST', url: '/api/news/dashboard/news/', payload: form.payload, headers: { ...form.headers, ...bearer(moderator) } });
    expect(published.statusCode, published.body).toBe(201);
    const rendered = renders();
    const homeAfter = await page(publicPaths.home());
    await page(url);
    expect(renders()).toBe(rendered + 2);
    expect(home.body).not.toContain('Atlas bayrami boshlandi');
    expect(homeAfter.body).toContain('Atlas bayrami boshlandi');
  });

  it('renders a missing page, a redirect and a page the browser renders every time', async () => {
    for (const url of ['/online-shop/details/yoq-narsa/', '/about/', '/profile/overview/']) {
      const first = await page(url);
      const before = renders();
      const second = await page(url);
      expect(renders(), url).toBe(before + 1);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.headers.etag).toBeUndefined();
    }
    expect((await page('/online-shop/details/yoq-narsa/')).statusCode).toBe(404);
  });

  it('gives a signed-in reader the page every reader gets, with nothing of theirs in it', async () => {
    const reader = await createUser(t.db, { firstName: 'Shahnoza', lastName: 'Rustamova' });
    const token = await accessTokenFor(t.app, reader);
    const product = await newProduct('Beqasam to‘n');
    const url = publicPaths.product(product.meta);
    // Their browser sends a token (an API client might, on a page too) and their visitor cookie.
    const signedIn = await page(url, { ...bearer(token), cookie: `${VISITOR_COOKIE}=00000000-0000-4000-8000-000000000001` });
    expect(signedIn.statusCode).toBe(200);
    const rendered = renders();
    const anonymous = await page(url);
    expect(renders()).toBe(rendered);
    expect(anonymous.body).toBe(signedIn.body);
    for (const personal of [reader.guid, reader.phone, 'Shahnoza', token]) expect(signedIn.body).not.toContain(personal);
  });
});

describe('what a render does for its reader, on a kept copy', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('counts a view once per returning visitor a day, rendered or kept; a first visit counts none, and only a render gives it a cookie, privately', async () => {
    const t = await buildPagesApp(database);
    const seller = await createUser(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
    const url = publicPaths.product(product.meta);
    const page = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });

    // Three first visits at once: one render, whose answer alone carries a cookie (and is private).
    const firsts = await Promise.all([page(), page(), page()]);
    expect(t.app.pageCache!.stats.renders).toBe(1);
    const given = firsts.filter((res) => setCookieOf(res));
    expect(given).toHaveLength(1);
    expect(setCookieOf(given[0]!)).toMatchObject({ httpOnly: true, path: '/' });
    expect(given[0]!.headers['cache-control']).toBe('private, no-cache');
    for (const shared of firsts.filter((res) => !setCookieOf(res))) expect(shared.headers['cache-control']).toBe('no-cache');
    // First visits on the kept copy (a loop that keeps no cookie): the same answer for everyone, no cookie.
    for (let i = 0; i < 40; i++) {
      const kept = await page();
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['set-cookie']).toBeUndefined();
      expect(kept.headers['cache-control']).toBe('no-cache');
    }
    // A 304 sets no cookie either (a 304 of a render of its own: server/lib/page-cache.test.ts).
    const confirmed = await page({ 'if-none-match': String(given[0]!.headers.etag) });
    expect(confirmed.statusCode).toBe(304);
    expect(confirmed.headers['set-cookie']).toBeUndefined();
    const renders = t.app.pageCache!.stats.renders;
    // The visitor who kept the cookie, and one more, come back (on the kept copy, a full answer or a 304): one view each.
    for (const cookie of [visitorCookie(given[0]!), returningVisitor(t.app)]) {
      for (let i = 0; i < 3; i++) {
        const back = await page({ cookie });
        expect(setCookieOf(back)).toBeUndefined();
        expect(back.headers['cache-control']).toBe('no-cache');
        expect((await page({ cookie, 'if-none-match': String(back.headers.etag) })).statusCode).toBe(304);
      }
    }
    expect(t.app.pageCache!.stats.renders).toBe(renders);
    await t.close();
    const [row] = await database.db.select({ views: products.views }).from(products).where(eq(products.id, product.id));
    expect(row!.views).toBe(2);
  });

  it("sets a render's visitor cookie Secure as the reader's own request came (one address, PUBLIC_URL, behind an HTTPS proxy)", async () => {
    const t = await buildPagesApp(database, { trustProxy: { hops: 1 }, publicUrl: 'https://ipak.example' });
    try {
      const seller = await createUser(t.db);
      const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
      const page = (proto: string) => t.app.inject({ method: 'GET', url: publicPaths.product(product.meta), headers: { accept: 'text/html', 'x-forwarded-proto': proto } });
      expect(setCookieOf(await page('https'))?.secure).toBe(true);
      // The kept copy gives no cookie, over either scheme.
      const renders = t.app.pageCache!.stats.renders;
      expect(setCookieOf(await page('http'))).toBeUndefined();
      expect(setCookieOf(await page('https'))).toBeUndefined();
      expect(t.app.pageCache!.stats.renders).toBe(renders);
      t.app.pageCache!.clear();
      expect(setCookieOf(await page('http'))?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
