import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { createUser } from '../../test/factories';
import { productImages, productLikes, products, shopCategories } from './shop.table';
import { invalidateShopCaches } from './shop.caches';

const t = useTestApp();
let sellerId: number;
let buyerIds: number[] = [];
const catIds: number[] = [];

let seq = 0;
/** Inserts an active product created `ageMinutes` ago with `images` images (keys p<n>-<i>). */
async function addProduct(o: { views?: number; ageMinutes?: number; verified?: boolean; active?: boolean; images?: number; category?: number } = {}) {
  const n = ++seq;
  const [row] = await t.db
    .insert(products)
    .values({
      meta: `mahsulot-${n}`,
      userId: sellerId,
      categoryId: o.category ?? catIds[0],
      title: `Mahsulot ${n}`,
      shortDescription: `Qisqa ${n}`,
      description: '<p>Tavsif</p>',
      price: 100_000 + n,
      priceDiscount: 90_000 + n,
      discountPercent: 10,
      isVerified: o.verified ?? false,
      isActive: o.active ?? true,
      views: o.views ?? 0,
      createdAt: new Date(Date.now() - (o.ageMinutes ?? n) * 60_000),
    })
    .returning();
  const count = o.images ?? 1;
  if (count) {
    // Inserted in reverse so that "first image" must come from position, not insertion order.
    await t.db.insert(productImages).values(Array.from({ length: count }, (_, i) => ({ productId: row.id, image: `shop/test/p${n}-${count - 1 - i}`, position: count - 1 - i })));
  }
  return row;
}

const home = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/shop/home-data/' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  const seller = await createUser(t.db, { firstName: 'Dilnoza', lastName: 'Karimova', role: 'housemaker', pfp: 'users/test/dilnoza' });
  sellerId = seller.id;
  buyerIds = await Promise.all([1, 2, 3].map(async () => (await createUser(t.db)).id));
  for (const [position, title] of [[2, 'Gilamlar'], [0, 'Atlas va adras'], [1, "Ipak ro'mollar"]] as const) {
    const [c] = await t.db.insert(shopCategories).values({ meta: `cat-${position}`, title, position }).returning();
    catIds[position] = c.id;
  }
});

describe('GET /api/shop/home-data/', () => {
  it('answers empty grids on an empty catalogue, with categories by position', async () => {
    invalidateShopCaches();
    const body = await home();
    expect(body).toEqual({
      categories: [
        { guid: expect.any(String), meta: 'cat-0', title: 'Atlas va adras', title_ru: null, title_en: null },
        { guid: expect.any(String), meta: 'cat-1', title: "Ipak ro'mollar", title_ru: null, title_en: null },
        { guid: expect.any(String), meta: 'cat-2', title: 'Gilamlar', title_ru: null, title_en: null },
      ],
      fast_selling_products: [],
      new_products: [],
      recommended_products: [],
    });
  });

  it('fills the three grids with 8 active products each, by their rules', async () => {
    // 20 active products: views 10..200, ages 1..20 minutes; a few verified and liked; one hidden best seller.
    const rows: Awaited<ReturnType<typeof addProduct>>[] = [];
    for (let i = 1; i <= 20; i++) rows.push(await addProduct({ views: i * 10, ageMinutes: i, verified: i === 5 || i === 7, images: i % 3 }));
    const hidden = await addProduct({ views: 10_000, ageMinutes: 0, active: false });
    // Likes: product 6 has 3 likes, product 8 has 1 (both unverified, neither in the other grids).
    await t.db.insert(productLikes).values([
      ...buyerIds.map((userId) => ({ userId, productId: rows[5].id })),
      { userId: buyerIds[0], productId: rows[7].id },
    ]);
    invalidateShopCaches();
    const body = await home();

    const titles = (list: { title: string }[]) => list.map((p) => p.title);
    const nameOf = (i: number) => rows[i - 1].title;
    // Most viewed: products 20, 19, … 13 (the hidden one never shows).
    expect(titles(body.fast_selling_products)).toEqual([20, 19, 18, 17, 16, 15, 14, 13].map(nameOf));
    // Newest: ages 1..8 minutes → products 1..8.
    expect(titles(body.new_products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(nameOf));
    // Recommended: products not shown above (9..12) first — verified, then liked, then viewed —, then the shown ones by the same rule.
    expect(titles(body.recommended_products)).toEqual([12, 11, 10, 9, 7, 5, 6, 8].map(nameOf));
    for (const list of [body.fast_selling_products, body.new_products, body.recommended_products]) {
      expect(list).toHaveLength(8);
      expect(titles(list)).not.toContain(hidden.title);
    }

    const card = body.new_products[1]; // product 2: two images, positions 0 and 1
    expect(card).toEqual({
      guid: rows[1].guid,
      meta: 'mahsulot-2',
      title: 'Mahsulot 2',
      short_description: 'Qisqa 2',
      image: '/media/shop/test/p2-0-640.webp',
      price: 100_002,
      price_discount: 90_002,
      is_verified: false,
      user: { first_name: 'Dilnoza', last_name: 'Karimova', pfp: '/media/users/test/dilnoza-640.webp' },
    });
    // A product without images has a null image.
    expect(body.new_products[2].image).toBeNull();
  });

  it('serves from the cache until invalidated', async () => {
    invalidateShopCaches();
    const before = await home();
    await addProduct({ ageMinutes: -1 }); // the newest of all
    expect(await home()).toEqual(before);
    invalidateShopCaches(t.db);
    const after = await home();
    expect(after.new_products[0].title).not.toBe(before.new_products[0].title);
  });

  it('is a fixed number of queries whatever the number of products and images', async () => {
    invalidateShopCaches();
    const few = await countQueries(t.db, home);
    for (let i = 0; i < 15; i++) await addProduct({ views: 500 + i, images: 3, category: catIds[1] });
    invalidateShopCaches();
    const many = await countQueries(t.db, home);
    expect(few).toBe(4);
    expect(many).toBe(few);
    // A cached answer asks nothing.
    expect(await countQueries(t.db, home)).toBe(0);
  });
});
