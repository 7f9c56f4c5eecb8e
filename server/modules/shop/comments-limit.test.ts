import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser, newUserToken } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';

const t = useTestApp({ config: { rateLimits: { loginPerPhone: 5, loginPerIp: 1000, windowMs: 60_000, commentsPerUser: 2, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 } } });

it('limits comments per user: past the limit a 429 in the one error shape, and nothing stored', async () => {
  const sellerToken = await newUserToken(t.app, { role: 'housemaker' });
  const category = await createCategory(t.db);
  const body = multipart({ title: 'Adras', description: '<p>Ipak</p>', price: '100000', category: category.guid }, [await pngFile()]);
  const product = (await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(sellerToken) } })).json();

  const [writer, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
  const [writerToken, otherToken] = await Promise.all([accessTokenFor(t.app, writer), accessTokenFor(t.app, other)]);
  const comment = (token: string, text: string) =>
    t.app.inject({ method: 'POST', url: `/api/shop/comments/${product.meta}`, payload: { comment: text }, headers: bearer(token) });

  expect((await comment(writerToken, 'Birinchi')).statusCode).toBe(201);
  expect((await comment(writerToken, 'Ikkinchi')).statusCode).toBe(201);
  const third = await comment(writerToken, 'Uchinchi');
  expect(third.statusCode).toBe(429);
  expect(third.headers['retry-after']).toBeDefined();
  expect(third.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/daqiqadan so'ng/) });
  // The limit is per user: someone else may still comment.
  expect((await comment(otherToken, 'Boshqa odam')).statusCode).toBe(201);

  const listed = (await t.app.inject({ method: 'GET', url: `/api/shop/comments/${product.meta}` })).json();
  expect(listed.data.map((c: { comment: string }) => c.comment).sort()).toEqual(['Birinchi', 'Boshqa odam', 'Ikkinchi']);
});
