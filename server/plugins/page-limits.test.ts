import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import type { Config } from '../config';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * Issue 38, item 3: one address cannot slow the site for everyone. A page is kept by the query
 * parameters its route reads (others are sent away to the address without them), and the renders and
 * searches that the caches do not answer are limited per address (429 with Retry-After), a known
 * crawler's apart. Renders are counted by the page cache (app.pageCache.stats.renders): no clock here.
 */

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-page-limits-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
const ssrEntry = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
// The web app's renderer loaded once before any app starts (its first transform can outlast a plugin's start-up time on a busy machine).
beforeAll(() => import(ssrEntry), 180_000);

const limits = (own: Partial<Config['rateLimits']>): Config['rateLimits'] => ({
  loginPerPhone: 5,
  loginPerIp: 1000,
  windowMs: 60_000,
  commentsPerUser: 10,
  chatPerUser: 120,
  uploadsPerUser: 20,
  productsPerUser: 5,
  rendersPerAddress: 100_000,
  searchesPerAddress: 100_000,
  crawlerPerAddress: 100_000,
  ...own,
});
const buildPagesApp = (rateLimits: Config['rateLimits']) => buildTestApp({ config: { webDir, ssrEntry, rateLimits } });

const HTML = { accept: 'text/html' };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('a page is kept by the parameters its route reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPagesApp(limits({}));
  }, 60_000);
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
  const renders = () => t.app.pageCache!.stats.renders;

  it('sends an address with parameters the page does not read to the one without them, rendering nothing', async () => {
    const before = renders();
    for (const [asked, clean] of [
      ['/?junk=8d1f', '/'],
      ['/?junk=1&lang=ru&x=2', '/?lang=ru'],
      [`${publicPaths.products()}?utm_source=telegram&sort=price_asc&q=atlas`, `${publicPaths.products()}?q=atlas&sort=price_asc`],
      ['/news?fbclid=abc&page=2', '/news?page=2'],
      ['/news/?fbclid=abc&page=2', '/news?page=2'],
      ['/partners/?utm_source=telegram', '/partners'],
      // Never a redirect to another site.
      ['//evil.example/?junk=1', '/evil.example/'],
    ] as const) {
      const res = await page(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(clean);
    }
    expect(renders()).toBe(before);
  });

  it('serves the same page for its known parameters in any order from one kept render', async () => {
    const first = await page(`${publicPaths.products()}?sort=price_asc&q=ipak`);
    expect(first.statusCode).toBe(200);
    const before = renders();
    const second = await page(`${publicPaths.products()}?q=ipak&sort=price_asc`);
    expect(second.statusCode).toBe(200);
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
  });

  it('keeps the pages that known parameters make apart: a search, a page of a list, a language, a filter', async () => {
    const urls = [
      '/news?q=atlas',
      '/news?q=adras',
      '/news?page=2',
      '/courses?q=atlas',
      '/?lang=ru',
      '/?lang=en',
      `${publicPaths.announcements()}?type=work`,
      `${publicPaths.announcements()}?type=work&region=1`,
      `${publicPaths.products()}?verified=1`,
    ];
    const before = renders();
    const answers = [];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      answers.push(res.body);
    }
    expect(renders()).toBe(before + urls.length);
    expect(new Set(answers).size).toBe(urls.length);
    expect(answers[4]).toContain('<html lang="ru"');
  });

  it('takes the addresses of pages the browser renders as they are (their own parameters: ?next=, ?chat=)', async () => {
    const res = await page('/auth/confirm-phone/?next=%2Fprofile%2F&junk=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('renders the page cache does not hold are limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPagesApp(limits({ rendersPerAddress: 3, crawlerPerAddress: 5 }));
  }, 60_000);
  afterAll(() => t?.close());

  const page = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress, headers: { ...HTML, ...headers } });

  it('answers 429 with Retry-After past the limit, while another address and the kept pages are still served', async () => {
    const flood = '198.51.100.7';
    for (let i = 0; i < 3; i++) expect((await page(`/news?q=word${i}`, flood)).statusCode).toBe(200);
    const refused = await page('/news?q=word3', flood);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain(`content="${refused.headers['retry-after']}"`);
    // A client that does not ask for HTML gets the one error shape.
    const json = await t.app.inject({ method: 'GET', url: '/news?q=word4', remoteAddress: flood });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({ code: 'rate_limited' });
    expect(json.headers['retry-after']).toBeDefined();
    // A page kept for everyone costs no render: still served to the address.
    expect((await page('/news?q=word0', flood)).statusCode).toBe(200);
    // Someone else is served.
    expect((await page('/news?q=word3', '203.0.113.9')).statusCode).toBe(200);
  });

  it('gives a known crawler a bucket of its own, larger and still bounded (the name can be forged)', async () => {
    const crawler = '192.0.2.44';
    for (let i = 0; i < 3; i++) expect((await page(`/courses?q=word${i}`, crawler)).statusCode).toBe(200);
    expect((await page('/courses?q=word3', crawler)).statusCode).toBe(429);
    for (let i = 3; i < 8; i++) expect((await page(`/courses?q=word${i}`, crawler, { 'user-agent': GOOGLEBOT })).statusCode).toBe(200);
    const refused = await page('/courses?q=word8', crawler, { 'user-agent': GOOGLEBOT });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('searches their caches do not hold are limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPagesApp(limits({ searchesPerAddress: 3 }));
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it.each([
    ['shop', (q: string) => `/api/shop/products/?q=${q}`],
    ['announcements', (q: string) => `/api/announcements/list/?q=${q}`],
    ['news', (q: string) => `/api/news/list/?q=${q}`],
    ['courses', (q: string) => `/api/courses/category/all/?q=${q}`],
  ])('%s: 429 with Retry-After past the limit, another address still answered', async (area, search) => {
    const flood = `198.51.100.${area.charCodeAt(0)}`;
    for (let i = 0; i < 3; i++) expect((await get(search(`${area}typo${i}`), flood)).statusCode).toBe(200);
    const refused = await get(search(`${area}typo3`), flood);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(search(`${area}typo3`), `203.0.113.${area.charCodeAt(0)}`)).statusCode).toBe(200);
  });

  it('does not count a search its cache answers', async () => {
    const address = '198.51.100.77';
    expect((await get('/api/shop/products/?q=kept', address)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await get('/api/shop/products/?q=kept', address)).statusCode).toBe(200);
  });

  it('does not count a page render’s own search (the render is counted), so a kept page never holds a refusal', async () => {
    const address = '198.51.100.78';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: `${publicPaths.products()}?q=render${i}`, remoteAddress: address, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rate_limited');
    }
  });
});
