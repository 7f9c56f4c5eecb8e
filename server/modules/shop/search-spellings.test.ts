import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/schemas/users';
import type { ProductSearchResult } from '@shared/schemas/shop';
import { appMeta } from '../../db/app-meta.table';
import { ensureSearchKeys } from '../../search-index';
import { useTestApp } from '../../test/app';
import { bearer, createUser, newUserToken } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { users } from '../users/users.table';
import { invalidateShopCaches } from './shop.caches';
import { products, shopCategories } from './shop.table';

/**
 * Search finds a word however it is written (issue 9): each spelling of the table finds the same
 * products, people and categories, through the real endpoints, stored keys and indexes.
 */
const t = useTestApp();
let adminToken: string;

async function product(token: string, title: string, description: string, categoryGuid: string) {
  const body = multipart({ title, description, price: '250000', category: categoryGuid }, [await pngFile()]);
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  adminToken = await newUserToken(t.app, { role: 'admin', firstName: 'Bosh', lastName: 'Admin' });
  const seller = await newUserToken(t.app, { role: 'housemaker', firstName: 'Gʻulom', lastName: 'Qo‘chqorov' });
  await createUser(t.db, { firstName: 'Hulkar', lastName: "O'rinova" });
  await createUser(t.db, { firstName: 'Shahnoza', lastName: 'Xolmatova' });
  const atlas = await createCategory(t.db, "Marg'ilon atlasi");
  await createCategory(t.db, 'Hunarmandchilik');
  await product(seller, "Marg'ilon atlasi", "<p>Qo'lda to'qilgan, tabiiy bo'yoqlar</p>", atlas.guid);
  await product(seller, 'Qoʻqon doʻppisi', '<p>Zardo‘zi bilan tikilgan</p>', atlas.guid);
  await product(seller, 'Hunarmand choynagi', '<p>Sopol, ko‘k naqsh</p>', atlas.guid);
  await product(seller, 'Atlas yostiq', '<p>Uy uchun</p>', atlas.guid);
});

const found = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as ProductSearchResult).results.map((p) => p.title).sort();
};

const list = async (url: string, q: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { page_number: 1, page_size: 10, q }, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ title?: string } & Partial<AdminUser>> };
};
const people = async (q: string) => (await list('/api/users/dashboard/users/list/', q)).data.map((u) => `${u.first_name} ${u.last_name}`).sort();
const categories = async (q: string) => (await list('/api/shop/dashboard/categories/', q)).data.map((c) => c.title).sort();

const PRODUCT_SPELLINGS: Array<[expected: string[], spellings: string[]]> = [
  [
    ["Marg'ilon atlasi"],
    ["Marg'ilon atlasi", 'Margʻilon atlasi', 'Marg‘ilon atlasi', 'Marg’ilon atlasi', 'Marg`ilon atlasi', 'Margilon atlasi', 'MARGILON ATLASI', 'margilon atlasi', 'Марғилон атласи', 'Маргилон атласи', 'МАРГИЛОН АТЛАСИ'],
  ],
  [['Qoʻqon doʻppisi'], ["Qo'qon do'ppisi", 'Qoqon doppisi', 'Қўқон дўпписи', 'Кукон дупписи', 'кокон допписи', 'QO‘QON']],
  [['Hunarmand choynagi'], ['hunarmand', 'xunarmand', 'Ҳунарманд', 'Хунарманд', 'ҳунарманд чойнаги', 'hunarmand choynagi']],
  [["Marg'ilon atlasi"], ["qo'lda to'qilgan", 'qolda toqilgan', 'қўлда тўқилган', 'кулда тукилган']],
  [['Qoʻqon doʻppisi'], ["zardo'zi", 'zardozi', 'зардўзи', 'зардузи']],
  // Russian spellings of the place names (issue 27): Маргилан, Коканд find what Marg'ilon, Qo'qon find.
  [["Marg'ilon atlasi"], ['Маргилан', 'Маргилан атлас', 'Margilan atlas', 'Маргелан']],
  [['Qoʻqon doʻppisi'], ['Коканд', 'Kokand', 'коканд']],
];

describe('product search: every spelling finds the same products', () => {
  for (const [expected, spellings] of PRODUCT_SPELLINGS) {
    it(`${spellings[0]} → ${expected.join(', ')}`, async () => {
      for (const q of spellings) expect(await found(q), q).toEqual(expected);
    });
  }

  it('a product written with the Russian name is found by the Uzbek one', async () => {
    const seller = await newUserToken(t.app, { role: 'housemaker', firstName: 'Oleg', lastName: 'Ivanov' });
    const category = await createCategory(t.db, 'Keramika');
    await product(seller, 'Бухарская керамика', '<p>Ручная работа</p>', category.guid);
    invalidateShopCaches();
    for (const q of ['Buxoro', 'Бухоро', 'Бухара', 'Bukhara']) expect(await found(q), q).toEqual(['Бухарская керамика']);
  });

  it('still needs every word, and finds nothing for a word that is not there', async () => {
    expect(await found('atlas')).toEqual(['Atlas yostiq', "Marg'ilon atlasi"]);
    expect(await found('margilon yostiq')).toEqual([]);
    expect(await found('ipak')).toEqual([]);
  });
});

describe('one-letter slips (issue 27): a query that finds nothing is searched again corrected', () => {
  const answer = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/products/?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProductSearchResult;
    return { titles: body.results.map((p) => p.title).sort(), didYouMean: body.did_you_mean };
  };

  const SLIPS: Array<[query: string, titles: string[], didYouMean: string]> = [
    ['atals', ['Atlas yostiq', "Marg'ilon atlasi"], 'atlas'],
    ['yostk', ['Atlas yostiq'], 'yostiq'],
    // A corrected word is shown as the found titles write it: here only 'atlasi' begins with atlas.
    ['Margilon atals', ["Marg'ilon atlasi"], 'Margilon atlasi'],
    ['choynagii', ['Hunarmand choynagi'], 'choynagi'],
    ['xunarmnd', ['Hunarmand choynagi'], 'hunarmand'],
  ];
  for (const [query, titles, didYouMean] of SLIPS) {
    it(`${query} → ${didYouMean}`, async () => {
      expect(await answer(query)).toEqual({ titles, didYouMean });
    });
  }

  it('a query that finds something as typed is not corrected; one with no near word finds nothing', async () => {
    expect(await answer('atlas')).toEqual({ titles: ['Atlas yostiq', "Marg'ilon atlasi"], didYouMean: null });
    expect(await answer('zzzzzz')).toEqual({ titles: [], didYouMean: null });
    // A short word is not corrected: one letter off, it is another word.
    expect(await answer('ipk')).toEqual({ titles: [], didYouMean: null });
  });

  it('the words of a new product are known at once (the vocabulary follows every write)', async () => {
    const seller = await newUserToken(t.app, { role: 'housemaker', firstName: 'Dilnoza', lastName: 'Karimova' });
    const category = await createCategory(t.db, 'Gilamlar');
    await product(seller, 'Ipak gilam', '<p>Xonadon uchun</p>', category.guid);
    invalidateShopCaches();
    expect(await answer('gliam')).toEqual({ titles: ['Ipak gilam'], didYouMean: 'gilam' });
  });
});

describe('admin lists search by the same key', () => {
  it('people by name, however it is written', async () => {
    for (const q of ["G'ulom", 'Gulom', 'Ғулом', 'Гулом', 'qochqorov', 'Кучкоров']) expect(await people(q), q).toEqual(['Gʻulom Qo‘chqorov']);
    for (const q of ['Hulkar', 'Xulkar', 'Ҳулкар', 'Хулкар', "o'rinova", 'Уринова']) expect(await people(q), q).toEqual(["Hulkar O'rinova"]);
    for (const q of ['Shahnoza', 'Шаҳноза', 'Шахноза']) expect(await people(q), q).toEqual(['Shahnoza Xolmatova']);
  });

  it('categories by title, however it is written', async () => {
    for (const q of ['margilon', 'Маргилон', "marg'ilon atlasi"]) expect(await categories(q), q).toEqual(["Marg'ilon atlasi"]);
    for (const q of ['xunarmand', 'Ҳунарманд']) expect(await categories(q), q).toEqual(['Hunarmandchilik']);
  });
});

describe('stored keys follow the folding', () => {
  it('rebuilds keys made by an older fold once at start, in every module that searches', async () => {
    // A database from before this fold: keys in the old form, and an older version recorded.
    await t.db.update(products).set({ searchText: sql`'marg''ilon atlasi'` }).where(eq(products.title, "Marg'ilon atlasi"));
    await t.db.update(users).set({ searchText: '' }).where(eq(users.firstName, 'Hulkar'));
    await t.db.update(shopCategories).set({ searchText: '' }).where(eq(shopCategories.title, 'Hunarmandchilik'));
    await t.db.insert(appMeta).values({ key: 'search_key_version', value: '1' }).onConflictDoUpdate({ target: appMeta.key, set: { value: '1' } });
    // The server meets such a database when it starts, with nothing cached: written behind its back
    // here, so its caches of earlier answers are dropped as a restart would.
    invalidateShopCaches();
    expect(await found('Margilon atlasi')).toEqual([]);

    await ensureSearchKeys(t.db, t.app.log);
    expect(await found('Margilon atlasi')).toEqual(["Marg'ilon atlasi"]);
    expect(await people('Xulkar')).toEqual(["Hulkar O'rinova"]);
    expect(await categories('xunarmand')).toEqual(['Hunarmandchilik']);
  });

  it('renaming a person or a category moves their key with them', async () => {
    const token = await newUserToken(t.app, { firstName: 'Bahodir', lastName: 'Yoqubov' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { first_name: "G'ayrat" }, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await people('Гайрат')).toEqual(["G'ayrat Yoqubov"]);
    expect(await people('Bahodir')).toEqual([]);
  });
});
