import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../modules/announcements/announcements.table';
import { newsCategories } from '../modules/news/news.table';
import { buildTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { createCategory, createProductRow } from '../test/shop-factories';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const origin = 'http://ipak.test';
const host = { host: 'ipak.test' };

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  let shown: { meta: string }[];
  let hidden: { meta: string };
  let category: { id: number; meta: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await createUser(t.db);
    category = await createCategory(t.db, 'Atlas & adras');
    shown = [await createProductRow(t.db, { userId: seller.id, categoryId: category.id }), await createProductRow(t.db, { userId: seller.id, categoryId: category.id })];
    hidden = await createProductRow(t.db, { userId: seller.id, categoryId: category.id, isActive: false });
    await t.db.insert(announcements).values([
      { userId: seller.id, type: 'service_announcement', meta: 'tikuvchilik-xizmati', title: 'Tikuvchilik' },
      { userId: seller.id, type: 'service_announcement', meta: 'yopilgan-xizmat', title: 'Yopilgan', isActive: false },
      { userId: seller.id, type: 'work_announcement', meta: 'muddati-tugagan-ish', title: 'Muddati tugagan', expiresAt: new Date(Date.now() - 60_000) },
    ]);
    await t.db.insert(newsCategories).values({ meta: 'ipakchilik-qonunlari', title: 'Ipakchilik qonunlari' });
  });
  afterAll(() => t?.close());

  it('robots.txt keeps crawlers off the API and the signed-in pages and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/auth/', '/profile/', '/admin/']) expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists every public page the modules add (news categories too), and no deactivated product or announcement, nor an expired one', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/about-us`,
        `${origin}/privacy`,
        `${origin}/online-shop`,
        `${origin}/online-shop/categories/`,
        `${origin}/online-shop/categories/${category.meta}/`,
        ...shown.map((p) => `${origin}/online-shop/details/${p.meta}/`),
        `${origin}/announcements`,
        `${origin}/announcements/services/details/tikuvchilik-xizmati/`,
        `${origin}/news/categories/details/ipakchilik-qonunlari/`,
      ]),
    );
    // An announcement past its last day is not listed (its page still answers, noindex).
    expect(urls.some((u) => u.includes('muddati-tugagan-ish'))).toBe(false);
    expect(urls).not.toContain(`${origin}/online-shop/details/${hidden.meta}/`);
    expect(urls.some((u) => u.includes('yopilgan-xizmat'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    // A product says when it last changed.
    expect(res.body).toMatch(new RegExp(`details/${shown[0]!.meta}/</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('uses PUBLIC_URL for its addresses when set', async () => {
    const other = await buildTestApp({ config: { publicUrl: 'https://ipak.uz' } });
    try {
      expect((await other.app.inject({ url: '/robots.txt' })).body).toContain('Sitemap: https://ipak.uz/sitemap.xml');
      expect(locs((await other.app.inject({ url: '/sitemap.xml' })).body)).toContain('https://ipak.uz/');
    } finally {
      await other.close();
    }
  });

  it('past its page size becomes an index of pages that together list every address once', async () => {
    const paged = await buildTestApp({ sitemapPageSize: 3 });
    try {
      const seller = await createUser(paged.db);
      const c = await createCategory(paged.db);
      for (let i = 0; i < 4; i++) await createProductRow(paged.db, { userId: seller.id, categoryId: c.id });
      const full = await paged.app.inject({ url: '/sitemap.xml', headers: host });
      expect(full.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const pages = locs(full.body);
      // site (5) + shop index and category (3) + the announcements' index (1) + the news index and the two
      // document lists (3) + the courses' index and 'all courses' (2) + products (4) + their seller's page
      // (1, issue 40) = 19 addresses → 7 pages of 3.
      expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `${origin}/sitemaps/${n}.xml`));
      const listed: string[] = [];
      for (const page of pages) {
        const res = await paged.app.inject({ url: new URL(page).pathname, headers: host });
        expect(res.statusCode).toBe(200);
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(3);
        listed.push(...urls);
      }
      expect(listed).toHaveLength(19);
      expect(new Set(listed).size).toBe(19);
      for (const bad of ['/sitemaps/0.xml', '/sitemaps/8.xml', '/sitemaps/abc.xml', '/sitemaps/1.txt']) {
        const res = await paged.app.inject({ url: bad, headers: host });
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().code).toBe('route_not_found');
      }
    } finally {
      await paged.close();
    }
  });
});
