import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { products } from '../modules/shop/shop.table';
import { buildTestApp } from '../test/app';
import { openTestDatabase } from '../test/database';
import { accessTokenFor, createUser } from '../test/factories';
import { createCategory, createProductRow } from '../test/shop-factories';
import { VISITOR_COOKIE } from './visitor';

/**
 * Looks at a product page, counted by the batched view counter. Each case runs on its own app over one
 * database and closes it, which writes every counted look, so the stored figure is final.
 */
describe('counting a look once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  type Look = (headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  async function looksCount(looks: (look: Look, token: string) => Promise<void>) {
    const t = await buildTestApp({ database });
    const seller = await createUser(t.db);
    const token = await accessTokenFor(t.app, await createUser(t.db));
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
    await looks((headers = {}) => t.app.inject({ url: `/api/shop/product/${product.meta}/`, headers }), token);
    await t.close();
    const [row] = await database.db.select({ views: products.views }).from(products).where(eq(products.id, product.id));
    return row!.views;
  }

  it("counts the server's render and the signed-in browser's own read of the same page once", async () => {
    const views = await looksCount(async (look, token) => {
      // The server renders the page for a browser on its first visit: no token, and the cookie is set.
      const rendered = await look();
      const cookie = [rendered.headers['set-cookie']].flat().find((c) => c?.startsWith(`${VISITOR_COOKIE}=`))!.split(';')[0]!;
      // The browser then asks again with the reader's token and the same cookie.
      expect((await look({ cookie, authorization: `Bearer ${token}` })).statusCode).toBe(200);
    });
    expect(views).toBe(1);
  });

  it('counts a signed-in API client without the cookie by its account, and another browser apart', async () => {
    const views = await looksCount(async (look, token) => {
      await look({ authorization: `Bearer ${token}` });
      await look({ authorization: `Bearer ${token}` });
      await look({ cookie: `${VISITOR_COOKIE}=00000000-0000-4000-8000-00000000abcd` });
    });
    expect(views).toBe(2);
  });
});
