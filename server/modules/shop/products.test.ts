import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/validation/messages';
import type { UserProduct } from '@shared/schemas/shop';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser, newUserToken, type SignedInUser } from '../../test/factories';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { multipart, type FilePart } from '../../test/multipart';
import { createCategory, jpegFile, pngFile } from '../../test/shop-factories';
import { returningVisitor, visitorCookie } from '../../test/visitors';
import { raiseViewsIn } from '../../lib/view-counter';
import { productImages, products } from './shop.table';
import { invalidateShopCaches } from './shop.caches';

const t = useTestApp();
let seller: SignedInUser;
let otherToken: string;
let moderatorToken: string;
let category: Awaited<ReturnType<typeof createCategory>>;
let category2: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  seller = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Dilnoza', lastName: 'Karimova', regionId: 11 });
  otherToken = await newUserToken(t.app, { firstName: 'Boshqa' });
  moderatorToken = await newUserToken(t.app, { role: 'moderator' });
  category = await createCategory(t.db, 'Atlas va adras');
  category2 = await createCategory(t.db, 'Kulolchilik');
});

const fields = (overrides: Record<string, string> = {}) => ({
  title: "Marg'ilon atlasi, qo'lda to'qilgan",
  description: '<p>Tabiiy ipak.</p><p>Uzunligi 5 metr.</p>',
  price: '450000',
  price_discount: '405000',
  category: category.guid,
  ...overrides,
});

async function upload(f: Record<string, string>, files: FilePart[], token = seller.token) {
  const body = multipart(f, files);
  return t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
async function createProduct(overrides: Record<string, string> = {}, token = seller.token): Promise<UserProduct> {
  const res = await upload(fields(overrides), [await pngFile('a.png'), await jpegFile('b.jpg')], token);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const count = async () => (await t.db.select().from(products)).length;
const uploadFiles = () => fs.readdirSync(path.join(t.config.uploadsDir, 'products'), { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;

describe('POST user-products/upload', () => {
  it('creates a product with re-encoded images and the §3 user-product shape', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      title: "Marg'ilon atlasi, qo'lda to'qilgan",
      price: 450000,
      price_discount: 405000,
      discount: 10,
      short_description: 'Tabiiy ipak.',
      is_verified: false,
      is_active: true,
      category: { guid: category.guid, title: 'Atlas va adras', meta: category.meta },
    });
    expect(product.meta).toMatch(/^margilon-atlasi-qolda-toqilgan-[0-9a-f]{6}$/);
    expect(product.images).toHaveLength(2);
    for (const img of product.images) expect(img.image).toMatch(/^\/media\/products\/\d{4}\/[0-9a-f]+-640\.webp$/);

    // Served as WebP, without the uploaded metadata, cached for a year; the original never is.
    const res = await t.app.inject({ method: 'GET', url: product.images[0].image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    for (const w of [320, 1280]) expect((await t.app.inject({ method: 'GET', url: product.images[0].image.replace('-640.', `-${w}.`) })).statusCode).toBe(200);
  });

  it('accepts images[] and a discount percent instead of the final price', async () => {
    const f = fields({ discount: '25' });
    delete (f as Record<string, string>).price_discount;
    const res = await upload(f, [{ ...(await pngFile()), name: 'images[]' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 450000, price_discount: 337500, discount: 25 });
  });

  it('sanitises the description: no script, event handler or javascript: link survives', async () => {
    const product = await createProduct({
      description: '<p onclick="steal()">Ipak <strong>ro‘mol</strong></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bosing</a><a href="data:text/html,x">d</a>',
    });
    expect(product.description).not.toMatch(/script|onclick|onerror|javascript:|data:|<img/i);
    expect(product.description).toContain('<strong>ro‘mol</strong>');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/` })).json();
    expect(detail.product.description).toBe(product.description);
  });

  it('refuses anonymous sellers', async () => {
    const body = multipart(fields(), [await pngFile()]);
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', ...body });
    expect(res.statusCode).toBe(401);
  });

  it('answers the §5 messages and stores nothing on bad input', async () => {
    const before = await count();
    const files = uploadFiles();
    const empty = await upload({}, [await pngFile()]);
    expectFieldErrorsInclude(empty, {
      title: MSG.productNameRequired,
      price: MSG.productPriceRequired,
      description: MSG.productDescriptionRequired,
      category: MSG.categoryRequired,
    });
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ price: '12abc' }, { price: MSG.numberOnly }],
      [{ price: '-5' }, { price: MSG.numberOnly }],
      [{ price: '1000000000000' }, { price: MSG.priceTooLarge }],
      [{ discount: '101', price_discount: '' }, { discount: MSG.discountRange }],
      [{ price_discount: '500000' }, { price_discount: MSG.discountRange }],
      [{ category: '6f1c1a52-3a3b-4f0e-9a63-2d1f5d8b8e11' }, { category: MSG.categoryRequired }],
      [{ category: 'not-a-guid' }, { category: MSG.categoryRequired }],
    ];
    for (const [override, errors] of cases) {
      const f = fields(override);
      if (override.price_discount === '') delete (f as Record<string, string>).price_discount;
      const res = await upload(f, [await pngFile()]);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect(await count()).toBe(before);
    expect(uploadFiles()).toBe(files);
  });

  it('requires 1 to 4 images', async () => {
    const before = await count();
    const none = await upload(fields(), []);
    expectFieldErrors(none, { images: MSG.imagesMin });
    const five = await upload(fields(), await Promise.all([1, 2, 3, 4, 5].map((i) => pngFile(`${i}.png`))));
    expectFieldErrors(five, { images: MSG.imagesMax });
    expect(await count()).toBe(before);
  });

  it('checks images by their bytes: a text file renamed .png is refused and nothing is left behind', async () => {
    const before = await count();
    const files = uploadFiles();
    const res = await upload(fields(), [await pngFile('ok.png'), { name: 'images', filename: 'virus.png', type: 'image/png', data: Buffer.from('#!/bin/sh\necho not an image\n') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'upload.not_an_image', errors: { images: MSG.imageOnly } });
    expect(await count()).toBe(before);
    expect(uploadFiles()).toBe(files);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await count();
    const big = { name: 'images', filename: 'big.png', type: 'image/png', data: Buffer.concat([(await pngFile()).data, Buffer.alloc(6 * 1024 * 1024)]) };
    const res = await upload(fields(), [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('5MB');
    expect(await count()).toBe(before);
  });
});

describe('seller edits and deletes only their own products', () => {
  it('edits fields, keeps one image and adds another', async () => {
    const product = await createProduct();
    const body = multipart({ title: 'Yangi nom', price: '500000', discount: '0', keep_images: String(product.images[1].id) }, [await pngFile('c.png', '#3d8a4a')]);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ title: 'Yangi nom', price: 500000, price_discount: 500000, discount: 0, meta: product.meta });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0].id).toBe(product.images[1].id);
    // The dropped image's files are gone.
    expect((await t.app.inject({ method: 'GET', url: product.images[0].image })).statusCode).toBe(404);
  });

  it('refuses edits by another user (403) and changes nothing', async () => {
    const product = await createProduct();
    const body = multipart({ title: 'Hacked' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(otherToken) } });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(products).where(eq(products.guid, product.guid));
    expect(row.title).toBe(product.title);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/user-products/${product.guid}/`, headers: bearer(otherToken) })).statusCode).toBe(404);
  });

  it('refuses an edit that would leave no image', async () => {
    const product = await createProduct();
    const body = multipart({ keep_images: '' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
    expectFieldErrors(res, { images: MSG.imagesMin });
  });

  it('deletes: 403 for another user, 204 for the owner, then 410 (removed, issue 40)', async () => {
    const product = await createProduct();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${product.guid}/`, headers: bearer(otherToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${product.guid}/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${product.guid}/`, headers: bearer(seller.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/` })).statusCode).toBe(410);
    expect(await t.db.select().from(productImages).where(eq(productImages.image, product.images[0].image))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: product.images[0].image })).statusCode).toBe(404);
  });

  it('lets a moderator remove a product', async () => {
    const product = await createProduct();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${product.guid}/`, headers: bearer(moderatorToken) })).statusCode).toBe(204);
  });

  it('lists the seller’s own products, 10 per page by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/user-products/', headers: bearer(seller.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, count: expect.any(Number), total_pages: expect.any(Number) });
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data.every((p: UserProduct) => p.category.guid)).toBe(true);
    const page = (await t.app.inject({ method: 'GET', url: '/api/shop/user-products/?page=1&number=2', headers: bearer(seller.token) })).json();
    expect(page.data).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/user-products/', headers: bearer(otherToken) })).json().count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/user-products/' })).statusCode).toBe(401);
  });
});

describe('product page, comments, likes, verification', () => {
  let product: UserProduct;
  beforeAll(async () => {
    product = await createProduct({ title: 'Suzani yostiq jildi', category: category2.guid });
    await createProduct({ title: "Kulolchilik laganі", category: category2.guid });
  });

  it('shows the product with its seller and gallery, counts views, and lists related products', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/` });
    expect(res.statusCode).toBe(200);
    const { product: p, related } = res.json();
    expect(p).toMatchObject({ guid: product.guid, title: 'Suzani yostiq jildi', is_verified: false, is_liked: false, likes: 0 });
    expect(p.user).toEqual({ guid: seller.guid, first_name: 'Dilnoza', last_name: 'Karimova', pfp: null, purposes: [] });
    expect(p.product_images_onlineshop).toHaveLength(2);
    expect(related.every((r: { guid: string }) => r.guid !== product.guid)).toBe(true);
    expect(related.length).toBeGreaterThan(0);
    // A first visit is given its cookie and counts nothing; coming back with it counts once, reloading
    // not again; another returning visitor counts.
    const look = async (cookie: string) => (await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/`, headers: { cookie } })).json().product.views;
    expect(await look(visitorCookie(res))).toBe(p.views + 1);
    expect(await look(visitorCookie(res))).toBe(p.views + 1);
    expect(await look(returningVisitor(t.app))).toBe(p.views + 2);
  });

  it('writes buffered views to many products in one statement', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.guid, product.guid));
    await raiseViewsIn('products')(t.db, [[before.id, 3]]);
    const [after] = await t.db.select().from(products).where(eq(products.guid, product.guid));
    expect(after.views).toBe(before.views + 3);
  });

  it('answers 404 for an unknown product (the spec\'s §8 words, in Uzbek: issue 40)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/product/yoq-narsa/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'shop.product_not_found', message: 'Mahsulot topilmadi' });
  });

  it('answers 410 with its category for a deleted product, and 404 (not public yet, may be soon) for one in review (issue 40)', async () => {
    const gone = await createProduct();
    const waiting = await createProduct({ category: category2.guid });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${gone.guid}/`, headers: bearer(seller.token) })).statusCode).toBe(204);
    const removed = await t.app.inject({ method: 'GET', url: `/api/shop/product/${gone.meta}/` });
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toEqual({ code: 'shop.product_removed', message: "Bu mahsulot o'chirilgan", params: { category: category.meta } });
    // Removed by a moderator: the same.
    const another = await createProduct();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${another.guid}/`, headers: bearer(moderatorToken) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/product/${another.meta}/` })).statusCode).toBe(410);

    await t.db.update(products).set({ moderationState: 'pending' }).where(eq(products.guid, waiting.guid));
    invalidateShopCaches();
    const inReview = await t.app.inject({ method: 'GET', url: `/api/shop/product/${waiting.meta}/`, headers: bearer(otherToken) });
    expect(inReview.statusCode).toBe(404);
    expect(inReview.json()).toMatchObject({ code: 'shop.product_in_review', params: { category: category2.meta } });
    // Its seller still sees it.
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/product/${waiting.meta}/`, headers: bearer(seller.token) })).statusCode).toBe(200);
  });

  it('takes comments and replies from signed-in users, newest first under data.data', async () => {
    const url = `/api/shop/comments/${product.meta}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ data: [] });
    expect((await t.app.inject({ method: 'POST', url, payload: { comment: 'Zo‘r!' } })).statusCode).toBe(401);
    const first = await t.app.inject({ method: 'POST', url, payload: { comment: 'Rangi juda chiroyli' }, headers: bearer(otherToken) });
    expect(first.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url, payload: { comment: 'Narxi qancha?' }, headers: bearer(otherToken) });
    const reply = await t.app.inject({ method: 'POST', url, payload: { comment: 'Rahmat!', parent: first.json().guid }, headers: bearer(seller.token) });
    expect(reply.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(list.map((c: { comment: string }) => c.comment)).toEqual(['Narxi qancha?', 'Rangi juda chiroyli']);
    expect(list[1].replies).toMatchObject([{ comment: 'Rahmat!', user: { first_name: 'Dilnoza', last_name: 'Karimova' }, replies: [] }]);
    // The reader's own comments are marked (issue 15: no report button on them); nobody else's, and none for visitors.
    expect(list.some((c: { own?: boolean }) => c.own)).toBe(false);
    const mine = (await t.app.inject({ method: 'GET', url, headers: bearer(otherToken) })).json().data;
    expect(mine.map((c: { own?: boolean }) => c.own ?? false)).toEqual([true, true]);
    expect(mine[1].replies[0].own).toBeUndefined();
    expect(first.json().own).toBe(true);
    expect((await t.app.inject({ method: 'POST', url, payload: { comment: '   ' }, headers: bearer(otherToken) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url, payload: { comment: 'x', parent: '6f1c1a52-3a3b-4f0e-9a63-2d1f5d8b8e11' }, headers: bearer(otherToken) })).statusCode).toBe(400);
  });

  it('saves (likes) a product and lists it in the liked products', async () => {
    const url = `/api/shop/product/${product.meta}/like/`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(otherToken) })).json()).toEqual({ liked: true, likes: 1 });
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(otherToken) })).json()).toEqual({ liked: true, likes: 1 });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/`, headers: bearer(otherToken) })).json();
    expect(detail.product).toMatchObject({ is_liked: true, likes: 1 });
    const liked = (await t.app.inject({ method: 'GET', url: '/api/shop/liked-products/', headers: bearer(otherToken) })).json();
    expect(liked.data.map((p: { guid: string }) => p.guid)).toEqual([product.guid]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(otherToken) })).json()).toEqual({ liked: false, likes: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/liked-products/', headers: bearer(otherToken) })).json().count).toBe(0);
  });

  it('toggles verification for moderators only', async () => {
    const verify = (token?: string) => t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: product.meta }, headers: token ? bearer(token) : {} });
    expect((await verify()).statusCode).toBe(401);
    expect((await verify(seller.token)).statusCode).toBe(403);
    expect((await verify(otherToken)).statusCode).toBe(403);
    expect((await verify(moderatorToken)).json()).toEqual({ is_verified: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/product/${product.meta}/` })).json().product.is_verified).toBe(true);
    expect((await verify(moderatorToken)).json()).toEqual({ is_verified: false });
    // An explicit state is idempotent: two moderators approving at once both leave it verified.
    const set = () => t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: product.meta, verified: true }, headers: bearer(moderatorToken) });
    expect((await set()).json()).toEqual({ is_verified: true });
    expect((await set()).json()).toEqual({ is_verified: true });
    await t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: product.meta, verified: false }, headers: bearer(moderatorToken) });
    const missing = await t.app.inject({ method: 'POST', url: '/api/shop/dashboard/verify/', payload: { meta: 'yoq' }, headers: bearer(moderatorToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the chat product card', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/mproduct/${product.guid}/` });
    expect(res.json()).toEqual({ guid: product.guid, meta: product.meta, image: product.images[0].image, title: 'Suzani yostiq jildi', price_discount: 405000, short_description: 'Tabiiy ipak.' });
    // A malformed id is refused by the route schema before any query; an unknown one is not found.
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/mproduct/nope/' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/mproduct/00000000-0000-4000-8000-000000000000/' })).statusCode).toBe(404);
  });

  it('lists a category as an array, 404 for an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/category/${category2.meta}` });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/category/yoq' })).statusCode).toBe(404);
  });
});

describe('a deactivated product is gone for everyone but its seller and the moderators', () => {
  it('answers its page, comments, chat card and likes with 404 to others, and drops out of their saved list', async () => {
    const product = await createProduct({ title: "Yopilgan mahsulot" });
    const comment = (token?: string) =>
      t.app.inject({ method: 'POST', url: `/api/shop/comments/${product.meta}`, headers: token ? bearer(token) : {}, payload: { comment: 'Narxi qancha?' } });
    expect((await comment(otherToken)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/shop/product/${product.meta}/like/`, headers: bearer(otherToken) })).statusCode).toBe(200);
    const savedBy = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/shop/liked-products/', headers: bearer(token) })).json().data.map((p: { guid: string }) => p.guid);
    expect(await savedBy(otherToken)).toContain(product.guid);

    const body = multipart({ is_active: 'false' });
    const off = await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);

    const reads = (token?: string) =>
      Promise.all(
        [`/api/shop/product/${product.meta}/`, `/api/shop/comments/${product.meta}`, `/api/shop/mproduct/${product.guid}/`].map(
          async (url) => (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).statusCode,
        ),
      );
    expect(await reads()).toEqual([404, 404, 404]);
    expect(await reads(otherToken)).toEqual([404, 404, 404]);
    expect(await reads(seller.token)).toEqual([200, 200, 200]);
    expect(await reads(moderatorToken)).toEqual([200, 200, 200]);

    const refused = await comment(otherToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('shop.product_not_found');
    expect((await t.app.inject({ method: 'POST', url: `/api/shop/product/${product.meta}/like/`, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/product/${product.meta}/like/`, headers: bearer(otherToken) })).statusCode).toBe(404);
    const saved = (await t.app.inject({ method: 'GET', url: '/api/shop/liked-products/', headers: bearer(otherToken) })).json();
    expect(saved.data.map((p: { guid: string }) => p.guid)).not.toContain(product.guid);
    expect(saved.count).toBe(saved.data.length);

    // Switched on again, it is back for everyone, the saved list included.
    const on = multipart({ is_active: 'true' });
    await t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: on.payload, headers: { ...on.headers, ...bearer(seller.token) } });
    expect(await reads()).toEqual([200, 200, 200]);
    expect(await savedBy(otherToken)).toContain(product.guid);
  });
});
