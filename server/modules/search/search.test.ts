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
