import { beforeAll, expect, it } from 'vitest';
import { postJob } from '../../test/announcement-factories';
import { useTestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser, newUserToken } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { products } from './shop.table';

const t = useTestApp({ config: { rateLimits: { loginPerPhone: 5, loginPerIp: 1000, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 4, productsPerUser: 2 } } });
let category: Awaited<ReturnType<typeof createCategory>>;
beforeAll(async () => {
  category = await createCategory(t.db);
});

const create = async (token: string, title: string) => {
  const body = multipart({ title, description: '<p>Ipak</p>', price: '100000', category: category.guid }, [await pngFile()]);
  return t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};
const productCount = async () => (await t.db.select().from(products)).length;

it('limits new products per user per minute: past it a 429 in the one error shape, nothing stored, other sellers unaffected', async () => {
  const [seller, other] = await Promise.all([createUser(t.db, { role: 'housemaker' }), createUser(t.db, { role: 'housemaker' })]);
  const [token, otherToken] = await Promise.all([accessTokenFor(t.app, seller), accessTokenFor(t.app, other)]);
  expect((await create(token, 'Birinchi')).statusCode).toBe(201);
  expect((await create(token, 'Ikkinchi')).statusCode).toBe(201);
  const before = await productCount();
  const third = await create(token, 'Uchinchi');
  expect(third.statusCode).toBe(429);
  expect(third.headers['retry-after']).toBeDefined();
  expect(third.json()).toMatchObject({ code: 'rate_limited', params: { minutes: 1 }, message: expect.stringMatching(/daqiqadan so'ng/) });
  expect(await productCount()).toBe(before);
  expect((await create(otherToken, 'Boshqasi')).statusCode).toBe(201);
});

it('limits uploads (requests carrying images) per user per minute: product edits and profile pictures count, a JSON edit does not', async () => {
  const token = await newUserToken(t.app, { role: 'housemaker' });
  const product = (await create(token, 'Atlas')).json(); // upload 1
  const edit = async () => {
    const body = multipart({ title: 'Atlas sharf' }, [await pngFile('b.png', '#1f2a6b')]);
    return t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${product.guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const picture = async () => {
    const body = multipart({ first_name: 'Dilnoza' }, [{ ...(await pngFile('pfp.png')), name: 'pfp' }]);
    return t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  expect((await edit()).statusCode).toBe(200); // 2
  expect((await picture()).statusCode).toBe(200); // 3
  expect((await edit()).statusCode).toBe(200); // 4
  const refused = await picture();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('rate_limited');
  // Choosing a language is a JSON edit of the profile: no upload, never held up.
  const language = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { language: 'ru' }, headers: bearer(token) });
  expect(language.statusCode).toBe(200);
});

it('limits new announcements per user per minute as products, counted apart from them (a JSON job included)', async () => {
  const token = await newUserToken(t.app);
  const job = (name: string) => postJob(t.app, token, name);
  expect((await create(token, 'Mahsulot')).statusCode).toBe(201);
  expect((await job('Birinchi')).statusCode).toBe(201);
  expect((await job('Ikkinchi')).statusCode).toBe(201);
  const third = await job('Uchinchi');
  expect(third.statusCode).toBe(429);
  expect(third.json().code).toBe('rate_limited');
});
