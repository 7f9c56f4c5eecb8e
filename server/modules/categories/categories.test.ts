import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, newUserToken } from '../../test/factories';

const t = useTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = await newUserToken(t.app, { role: 'admin' });
});

// Each area's create address (spec §7); the rest of each area's administration is in its own tests.
const createPaths = { shop: '/api/shop/dashboard/categories/create/', news: '/api/news/dashboard/categories/', courses: '/api/courses/dashboard/categories/' };

describe('categories, in every area', () => {
  it.each(Object.entries(createPaths))('%s: a meta already taken gets a random suffix; the address of the first stays', async (_area, url) => {
    const create = () => t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload: { title: "Zardo'zlik" } });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().meta).toBe('zardozlik');
    const twin = (await create()).json();
    expect(twin.meta).toMatch(/^zardozlik-[0-9a-f]{4}$/);
    expect(twin.guid).not.toBe(first.json().guid);
  });

  // The admin list is searched on the titles' search key: either script, any apostrophe sign.
  const listPaths = { shop: '/api/shop/dashboard/categories/', news: '/api/news/dashboard/categories/list/', courses: '/api/courses/dashboard/categories/list/' };
  it.each(Object.entries(listPaths))('%s: the admin list finds a title written in Cyrillic or with another apostrophe', async (area, url) => {
    const created = await t.app.inject({ method: 'POST', url: createPaths[area as keyof typeof createPaths], headers: bearer(adminToken), payload: { title: "Qo'shiqchilik", title_en: 'Singing' } });
    expect(created.statusCode, created.body).toBe(201);
    for (const q of ['қўшиқчилик', 'qoʻshiq', 'QO`SHIQ', 'singing']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload: { q, page_number: 1, page_size: 10 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((c: { guid: string }) => c.guid), q).toContain(created.json().guid);
    }
    const none = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload: { q: 'qoʻshiq yoʻq', page_number: 1, page_size: 10 } });
    expect(none.json().data).toEqual([]);
  });
});
