import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import { buildTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { createCategory, createProductRow } from '../test/shop-factories';
import { VISITOR_COOKIE } from './visitor';

/**
 * A page rendered on the server reads its public data straight from the modules (publicRead), not
 * through an in-process HTTP request; what it reads is what the API answers.
 */
let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-page-reads-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  t = await buildTestApp({ config: { webDir, ssrEntry: path.resolve(import.meta.dirname, '../../web/entry-server.tsx') } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The API paths that went through Fastify (app.inject) while `run` ran. */
async function injectedApiPaths(run: () => Promise<unknown>): Promise<string[]> {
  const app = t.app;
  const inject = app.inject.bind(app);
  const seen: string[] = [];
  app.inject = ((opts: { url?: string }) => {
    if (opts.url?.startsWith('/api/')) seen.push(opts.url);
    return inject(opts as never);
  }) as typeof app.inject;
  try {
    await run();
  } finally {
    app.inject = inject;
  }
  return seen;
}

/** A page request of a returning visitor (a cookie the app signed), as the direct reads see it. */
const visit = (visitor: string) => ({ request: { server: t.app, cookies: { [VISITOR_COOKIE]: t.app.visitorIds.sign(visitor) }, headers: {} } as unknown as FastifyRequest, reply: {} as FastifyReply });

describe('pages read public data from the modules directly', () => {
  it('renders a product page without an in-process API request, counting the view and setting a first visit’s cookie', async () => {
    const seller = await createUser(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
    let page: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    const injected = await injectedApiPaths(async () => {
      page = await t.app.inject({ url: publicPaths.product(product.meta), headers: { accept: 'text/html' } });
    });
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain(product.title);
    expect(injected).toEqual([]);
    expect([page!.headers['set-cookie'] ?? []].flat().some((c) => c.startsWith(`${VISITOR_COOKIE}=`))).toBe(true);
  });

  it('answers what the API answers, for each public read a page makes', async () => {
    const seller = await createUser(t.db);
    const category = await createCategory(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: category.id, title: 'Atlas ko‘ylak' });
    const paths = [
      '/api/site/',
      '/api/shop/home-data/',
      '/api/shop/categories/',
      `/api/shop/category/${category.meta}?page=1&page_size=24`,
      '/api/shop/products/?q=atlas&sort=price_asc&page_size=12',
      `/api/shop/product/${product.meta}/`,
      '/api/news/home-data/',
      '/api/announcements/home-data/',
      '/api/announcements/list/?sort=newest&page_size=12',
      '/api/courses/home-data/',
    ];
    for (const url of paths) {
      const { request, reply } = visit(randomUUID());
      const direct = t.app.pageReads.answer(url, request, reply);
      expect(direct, url).not.toBeNull();
      const api = await t.app.inject({ url, cookies: { [VISITOR_COOKIE]: t.app.visitorIds.sign(randomUUID()) } });
      expect(api.statusCode, url).toBe(200);
      const read = JSON.parse(await direct!) as Record<string, unknown>;
      const answer = api.json<Record<string, unknown>>();
      // A product's view count moves with each read (the two reads above were two visitors).
      if (url.includes('/product/')) {
        const views = (a: Record<string, unknown>) => (a.product as { views: number }).views;
        expect(views(answer)).toBe(views(read) + 1);
        (read.product as { views: number }).views = views(answer);
      }
      expect(read, url).toEqual(answer);
    }
  });

  it('leaves to the API what it must refuse: an invalid query or a missing item is not answered directly', async () => {
    const { request, reply } = visit(randomUUID());
    expect(t.app.pageReads.answer('/api/shop/products/?sort=cheapest', request, reply)).toBeNull();
    expect(t.app.pageReads.answer('/api/users/profile/', request, reply)).toBeNull();
    await expect(t.app.pageReads.answer('/api/shop/product/no-such-product/', request, reply)).rejects.toMatchObject({ status: 404 });
  });
});
