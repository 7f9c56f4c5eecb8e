import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@shared/schemas/shop';
import { useTestApp } from '../../test/app';
import { bearer, newUserToken } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';

const t = useTestApp();
let adminToken: string;
let userToken: string;
let atlas: Awaited<ReturnType<typeof createCategory>>;
let ceramics: Awaited<ReturnType<typeof createCategory>>;

async function product(token: string, title: string, description: string, price: number, categoryGuid: string) {
  const body = multipart({ title, description, price: String(price), category: categoryGuid }, [await pngFile()]);
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

beforeAll(async () => {
  adminToken = await newUserToken(t.app, { role: 'admin' });
  userToken = await newUserToken(t.app);
  const andijan = await newUserToken(t.app, { role: 'housemaker', regionId: 2 });
  const fergana = await newUserToken(t.app, { role: 'housemaker', regionId: 14 });
  atlas = await createCategory(t.db, 'Atlas');
  ceramics = await createCategory(t.db, 'Kulolchilik');
  await product(andijan, "Qo'qon atlasi", "<p>O'zbek milliy matosi</p>", 300000, atlas.guid);
  await product(fergana, 'Gʻijduvon lagani', '<p>Qo‘lda bo‘yalgan sopol</p>', 150000, ceramics.guid);
  await product(fergana, 'Ipak ro`mol', '<p>Marg‘ilon ipagi</p>', 90000, atlas.guid);
  const verified = await product(andijan, 'Adras kurtka', '<p>Zamonaviy bichim</p>', 750000, atlas.guid);
  await t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: verified.meta }, headers: bearer(adminToken) });
});

const search = async (query: string): Promise<ProductSearchResult> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (r: ProductSearchResult) => r.results.map((p) => p.title).sort();

describe('GET products/ — search suited to Uzbek', () => {
  it('matches every apostrophe form against every other', async () => {
    for (const q of ["qo'qon", 'qoʻqon', 'qo‘qon', 'qo`qon', 'qo’qon']) expect(titles(await search(`q=${encodeURIComponent(q)}`))).toEqual(["Qo'qon atlasi"]);
    for (const q of ["g'ijduvon", 'gʻijduvon']) expect(titles(await search(`q=${encodeURIComponent(q)}`))).toEqual(['Gʻijduvon lagani']);
  });

  it('finds Latin text with a Cyrillic query, in title and description', async () => {
    expect(titles(await search(`q=${encodeURIComponent('Қўқон')}`))).toEqual(["Qo'qon atlasi"]);
    expect(titles(await search(`q=${encodeURIComponent('сопол')}`))).toEqual(['Gʻijduvon lagani']);
    expect(titles(await search(`q=${encodeURIComponent('ипак')}`))).toEqual(['Ipak ro`mol']);
  });

  it('needs every word to match', async () => {
    expect(titles(await search('q=ipak+mol'))).toEqual(['Ipak ro`mol']);
    expect((await search('q=ipak+sopol')).count).toBe(0);
  });

  it('filters by category, price range, seller region and verified, and sorts', async () => {
    expect(titles(await search(`category=${atlas.meta}`))).toEqual(['Adras kurtka', "Qo'qon atlasi", 'Ipak ro`mol'].sort());
    expect(titles(await search('price_min=100000&price_max=400000'))).toEqual(["Qo'qon atlasi", 'Gʻijduvon lagani'].sort());
    expect(titles(await search('region=14'))).toEqual(['Gʻijduvon lagani', 'Ipak ro`mol'].sort());
    expect(titles(await search('verified=true'))).toEqual(['Adras kurtka']);
    expect((await search('sort=price_asc')).results.map((p) => p.price)).toEqual([90000, 150000, 300000, 750000]);
    expect((await search('sort=price_desc')).results.map((p) => p.price)).toEqual([750000, 300000, 150000, 90000]);
    expect((await search('category=yoq')).count).toBe(0);
  });

  it('pages through results', async () => {
    const first = await search('page_size=3&sort=price_asc');
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 4 });
    const second = await search('page=2&page_size=3&sort=price_asc');
    expect(second.results.map((p) => p.price)).toEqual([750000]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const q of ['sort=cheapest', 'page=0', 'page_size=500', 'price_min=abc', 'region=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('admin shop lists', () => {
  const list = (url: string, body: unknown, token?: string) => t.app.inject({ method: 'POST', url: `/api/shop/dashboard/${url}`, payload: body as object, headers: token ? bearer(token) : {} });

  it('lists products with the admin shape, searches, and shows only unverified with verify', async () => {
    const all = (await list('products/', { page_number: 1, page_size: 10, q: '' }, adminToken)).json();
    expect(all).toMatchObject({ current_page: 1, total_pages: 1, count: 4 });
    expect(Object.keys(all.data[0]).sort()).toEqual(['category', 'created_at', 'guid', 'is_active', 'is_verified', 'meta', 'moderation_state', 'price_discount', 'title', 'user']);
    // The moderation state comes with each row, so the list can show the product's one state.
    expect(all.data.every((p: { moderation_state: string }) => p.moderation_state === 'published')).toBe(true);
    expect((await list('products/', { page_number: 1, page_size: 10, q: 'atlas' }, adminToken)).json().count).toBe(1);
    const pending = (await list('products/', { page_number: 1, page_size: 10, q: '', verify: true }, adminToken)).json();
    expect(pending.count).toBe(3);
    expect(pending.data.every((p: { is_verified: boolean }) => !p.is_verified)).toBe(true);
  });

  it('refuses ordinary users, anonymous callers and page sizes over 100', async () => {
    expect((await list('products/', { page_number: 1, page_size: 10 })).statusCode).toBe(401);
    expect((await list('products/', { page_number: 1, page_size: 10 }, userToken)).statusCode).toBe(403);
    expect((await list('categories/', { page_number: 1, page_size: 10 }, userToken)).statusCode).toBe(403);
    expect((await list('products/', { page_number: 1, page_size: 101 }, adminToken)).statusCode).toBe(400);
  });

  it('creates, renames and deletes categories; a category with products cannot be deleted', async () => {
    const created = await list('categories/create/', { title: "Yog'och o'ymakorligi" }, adminToken);
    expect(created.statusCode).toBe(201);
    const cat = created.json();
    expect(cat).toMatchObject({ title: "Yog'och o'ymakorligi", meta: 'yogoch-oymakorligi', products_count: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/categories/' })).json().map((c: { meta: string }) => c.meta)).toContain('yogoch-oymakorligi');

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/shop/dashboard/categories/${cat.guid}/`, payload: { title: 'Yog‘och buyumlar' }, headers: bearer(adminToken) });
    expect(renamed.json()).toMatchObject({ title: 'Yog‘och buyumlar', title_ru: null, title_en: null, meta: 'yogoch-oymakorligi' });
    // A title per language: the admin gives Russian and English; the public list carries all three.
    const titled = await t.app.inject({ method: 'PATCH', url: `/api/shop/dashboard/categories/${cat.guid}/`, payload: { title: 'Yog‘och buyumlar', title_ru: 'Изделия из дерева', title_en: 'Wooden goods' }, headers: bearer(adminToken) });
    expect(titled.json()).toMatchObject({ title: 'Yog‘och buyumlar', title_ru: 'Изделия из дерева', title_en: 'Wooden goods' });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/shop/categories/' })).json() as Array<{ guid: string }>;
    expect(publicList.find((c) => c.guid === cat.guid)).toMatchObject({ title_ru: 'Изделия из дерева', title_en: 'Wooden goods' });
    // The admin search finds it by any of its titles.
    expect((await list('categories/', { page_number: 1, page_size: 10, q: 'дерева' }, adminToken)).json().data.map((c: { guid: string }) => c.guid)).toEqual([cat.guid]);

    const listed = (await list('categories/', { page_number: 1, page_size: 10, q: '' }, adminToken)).json();
    expect(listed.data.find((c: { guid: string }) => c.guid === atlas.guid).products_count).toBe(3);

    const notEmpty = await t.app.inject({ method: 'DELETE', url: `/api/shop/dashboard/categories/${atlas.guid}/`, headers: bearer(adminToken) });
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().code).toBe('shop.category_not_empty');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/dashboard/categories/${cat.guid}/`, headers: bearer(userToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/dashboard/categories/${cat.guid}/`, headers: bearer(adminToken) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/dashboard/categories/${cat.guid}/`, headers: bearer(adminToken) })).statusCode).toBe(404);
    expect((await list('categories/create/', { title: '' }, adminToken)).statusCode).toBe(400);
  });
});

describe('the shop dashboard, guarded once', () => {
  it('refuses every dashboard route without a token (401) and for a plain user (403), before reading its body', async () => {
    const plainToken = await newUserToken(t.app, { firstName: 'Oddiy' });
    const routes: [method: 'POST' | 'PATCH' | 'DELETE', url: string][] = [
      ['POST', 'verify/'],
      ['POST', 'products/'],
      ['POST', 'categories/'],
      ['POST', 'categories/create/'],
      ['PATCH', 'categories/00000000-0000-4000-8000-000000000000/'],
      ['DELETE', 'categories/00000000-0000-4000-8000-000000000000/'],
    ];
    for (const [method, url] of routes) {
      // A body that fails every schema: a guard that ran after validation would answer 400.
      const payload = method === 'DELETE' ? undefined : { page_size: 'many', title: 7, meta: [] };
      const anonymous = await t.app.inject({ method, url: `/api/shop/dashboard/${url}`, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject({ method, url: `/api/shop/dashboard/${url}`, payload, headers: bearer(plainToken) });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toMatchObject({ code: 'auth.forbidden' });
    }
  });
});
