import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { products } from '../modules/shop/shop.table';
import { buildTestApp } from '../test/app';
import { openTestDatabase } from '../test/database';
import { accessTokenFor, createUser } from '../test/factories';
import { createCategory, createProductRow } from '../test/shop-factories';
import { returningVisitor, visitorCookie } from '../test/visitors';
import { VISITOR_COOKIE, VisitorIds } from './visitor';

/**
 * Looks at a product page, counted by the batched view counter: once per visitor a day, and only for
 * a visitor who came back with the signed cookie an earlier answer gave them (or is signed in). Each
 * case runs on its own app over one database and closes it, which writes every counted look, so the
 * stored figure is final.
 */
describe('counting a look once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  type Look = (headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  async function looksCount(looks: (look: Look, token: string, app: FastifyInstance) => Promise<void>, config: Partial<Config> = {}) {
    const t = await buildTestApp({ database, config });
    const seller = await createUser(t.db);
    const token = await accessTokenFor(t.app, await createUser(t.db));
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
    await looks((headers = {}) => t.app.inject({ url: `/api/shop/product/${product.meta}/`, headers }), token, t.app);
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
    const views = await looksCount(async (look, token, app) => {
      await look({ authorization: `Bearer ${token}` });
      await look({ authorization: `Bearer ${token}` });
      await look({ cookie: returningVisitor(app) });
    });
    expect(views).toBe(2);
  });

  it('counts nothing for requests that keep no cookie: 40 of them add no view, each is only offered a cookie', async () => {
    const views = await looksCount(async (look) => {
      for (let i = 0; i < 40; i++) {
        const res = await look();
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === VISITOR_COOKIE)).toMatchObject({ httpOnly: true, path: '/' });
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    });
    expect(views).toBe(0);
  });

  it('counts a visitor who keeps the cookie once a day, however often they come back', async () => {
    const views = await looksCount(async (look) => {
      const cookie = visitorCookie(await look());
      for (let i = 0; i < 10; i++) {
        const back = await look({ cookie });
        expect(back.cookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
      }
    });
    expect(views).toBe(1);
  });

  it('counts nothing for a visitor cookie we did not sign: a made-up id, an old unsigned one, a wrong signature', async () => {
    const views = await looksCount(async (look, _token, app) => {
      const id = randomUUID();
      const signed = app.visitorIds.sign(id);
      const forged = [
        id,
        `${id}.`,
        `${id}.${'A'.repeat(43)}`,
        // Another visitor's signature on this id, and a signature under another key.
        `${id}.${app.visitorIds.sign(randomUUID()).split('.')[1]}`,
        new VisitorIds('another secret of at least thirty-two characters').sign(id),
        `${id.toUpperCase()}.${signed.split('.')[1]}`,
      ];
      for (const value of forged) {
        const res = await look({ cookie: `${VISITOR_COOKIE}=${value}` });
        expect(res.statusCode).toBe(200);
        // Treated as no cookie at all: a new one is offered.
        expect(res.cookies.find((c) => c.name === VISITOR_COOKIE)?.value).not.toBe(value);
      }
      expect(app.visitorIds.read(signed)).toBe(id);
    });
    expect(views).toBe(0);
  });

  it('hands out at most RATE_LIMIT_NEW_VISITORS_PER_IP new visitors a day to one address', async () => {
    const views = await looksCount(
      async (look) => {
        const given: string[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await look();
          expect(res.statusCode).toBe(200);
          const cookie = res.cookies.find((c) => c.name === VISITOR_COOKIE);
          if (cookie) given.push(`${VISITOR_COOKIE}=${cookie.value}`);
        }
        expect(given).toHaveLength(3);
        // The visitors it was given still count.
        for (const cookie of given) await look({ cookie });
      },
      { rateLimits: { loginPerPhone: 5, loginPerIp: 1000, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 1000, productsPerUser: 1000, newVisitorsPerIp: 3 } },
    );
    expect(views).toBe(3);
  });
});
