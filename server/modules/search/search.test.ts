import { beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS_PER_KIND } from '@shared/constants';
import type { SearchSuggestions } from '@shared/schemas/search';
import { searchKey } from '@shared/text/uzbek';
import { useTestApp } from '../../test/app';
import { postJob } from '../../test/announcement-factories';
import { createUser, newUserToken } from '../../test/factories';
import { createCategory, createProductRow } from '../../test/shop-factories';

/**
 * The header's suggestions (issue 40): GET /api/search/suggestions/?q= finds products, shop categories
 * and announcements by the beginnings of their words, however the query is written.
 */
const t = useTestApp();

const suggest = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions/?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchSuggestions>();
};
const titles = (s: SearchSuggestions) => ({ products: s.products.map((p) => p.title), categories: s.categories.map((c) => c.title), announcements: s.announcements.map((a) => a.title) });

beforeAll(async () => {
  const seller = await createUser(t.db, { role: 'housemaker' });
  const category = await createCategory(t.db, "Marg'ilon atlaslari");
  const row = (title: string, extra: object = {}) => createProductRow(t.db, { userId: seller.id, categoryId: category.id, title, searchText: searchKey(title), ...extra });
  await row("Marg'ilon atlasi");
  await row('Shohi ro‘mol');
  await row('Yashirin atlas', { isActive: false });
  for (let i = 0; i < SUGGESTIONS_PER_KIND + 3; i++) await row(`Do'ppi ${i}`);
  const author = await newUserToken(t.app, { role: 'user' });
  expect((await postJob(t.app, author, "Marg'ilonda to'quvchi kerak")).statusCode).toBe(201);
});

describe('GET /api/search/suggestions/', () => {
  it('finds the same products, categories and announcements in Latin, Cyrillic and any apostrophe', async () => {
    const expected = { products: ["Marg'ilon atlasi"], categories: ["Marg'ilon atlaslari"], announcements: ["Marg'ilonda to'quvchi kerak"] };
    for (const q of ["Marg'ilon", 'Margʻilon', 'Marg‘ilon', 'margilon', 'Марғилон', 'МАРГИЛОН']) expect(titles(await suggest(q)), q).toEqual(expected);
  });

  it('matches the beginnings of words (as typed), every word, and never a hidden product', async () => {
    expect(titles(await suggest('marg atl'))).toEqual({ products: ["Marg'ilon atlasi"], categories: ["Marg'ilon atlaslari"], announcements: [] });
    expect((await suggest('рўм')).products.map((p) => p.title)).toEqual(['Shohi ro‘mol']);
    // 'atlas' begins a word of the hidden product too, which is never suggested; 'tlas' begins none.
    expect((await suggest('atlas')).products.map((p) => p.title)).toEqual(["Marg'ilon atlasi"]);
    expect((await suggest('tlas')).products).toEqual([]);
  });

  it('answers at most a few of each kind, the newest first, and nothing for one letter', async () => {
    const found = await suggest('doppi');
    expect(found.products).toHaveLength(SUGGESTIONS_PER_KIND);
    expect(found.products[0].title).toBe(`Do'ppi ${SUGGESTIONS_PER_KIND + 2}`);
    expect(await suggest('m')).toEqual({ products: [], categories: [], announcements: [] });
  });

  it('refuses an empty, missing or too long query in the one error shape', async () => {
    for (const url of ['/api/search/suggestions/?q=', '/api/search/suggestions/?q=%20%20', '/api/search/suggestions/', `/api/search/suggestions/?q=${'a'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toEqual(['q']);
    }
  });
});

/**
 * Issue 40, item 7: a reader whose interface is Uzbek Cyrillic (the language cookie) reads people's
 * text in Cyrillic in the API too, unless they chose the original (the script cookie); the stored
 * text and every other reader's answer stay as written, and the cached answers never mix.
 */
describe("people's text in the reader's script", () => {
  const get = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary, url).toMatch(/Cookie/i);
    return res.json();
  };
  const cyrillic = { products: ['Марғилон атласи'], categories: ['Марғилон атласлари'], announcements: ['Марғилонда тўқувчи керак'] };
  const latin = { products: ["Marg'ilon atlasi"], categories: ["Marg'ilon atlaslari"], announcements: ["Marg'ilonda to'quvchi kerak"] };

  it('suggestions: in Cyrillic for uz-Cyrl, as written for uz, ru and a uz-Cyrl reader who chose Latin; a kept answer never goes to the other script', async () => {
    const url = '/api/search/suggestions/?q=margilon';
    const inCyrillic = await get(url, 'lang=uz-Cyrl');
    expect(titles(inCyrillic)).toEqual(cyrillic);
    // The links stay the stored ones.
    const asWritten = await get(url, 'lang=uz');
    expect(inCyrillic.products.map((p: { meta: string }) => p.meta)).toEqual(asWritten.products.map((p: { meta: string }) => p.meta));
    expect(titles(asWritten)).toEqual(latin);
    expect(titles(await get(url))).toEqual(latin);
    expect(titles(await get(url, 'lang=ru'))).toEqual(latin);
    expect(titles(await get(url, 'lang=uz-Cyrl; script=latn'))).toEqual(latin);
    // Again, both from the cache now: each reader still gets their own script.
    expect(titles(await get(url, 'script=cyrl; lang=uz-Cyrl'))).toEqual(cyrillic);
    expect(titles(await get(url, 'lang=uz'))).toEqual(latin);
  });

  it("a product list (search) and the announcements' list: titles in Cyrillic for uz-Cyrl, as written for uz", async () => {
    const products = '/api/shop/products/?q=atlas';
    const productTitles = (answer: { results: { title: string }[] }) => answer.results.map((p) => p.title);
    expect(productTitles(await get(products, 'lang=uz-Cyrl'))).toEqual(['Марғилон атласи']);
    expect(productTitles(await get(products, 'lang=uz'))).toEqual(["Marg'ilon atlasi"]);
    expect(productTitles(await get(products, 'lang=uz-Cyrl'))).toEqual(['Марғилон атласи']);

    const jobs = '/api/announcements/list/?type=work&q=margilon';
    const jobTitles = (answer: { data: { title: string }[] }) => answer.data.map((a) => a.title);
    expect(jobTitles(await get(jobs, 'lang=uz-Cyrl'))).toEqual(['Марғилонда тўқувчи керак']);
    expect(jobTitles(await get(jobs, 'lang=uz'))).toEqual(["Marg'ilonda to'quvchi kerak"]);
  });
});
