import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import { buildTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { createCategory, createProductRow } from '../test/shop-factories';
import { VISITOR_COOKIE } from './visitor';

/**
 * Pages rendered on the server by the web app's own renderer (web/entry-server.tsx, as the build
 * bundles it), inside a page template, behind a TLS-terminating proxy named by its address
 * (TRUST_PROXY=127.0.0.1: the page's in-process API requests are believed as the proxy's own).
 */
let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-pages-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  t = await buildTestApp({ config: { webDir, ssrEntry: path.resolve(import.meta.dirname, '../../web/entry-server.tsx'), trustProxy: { proxies: ['127.0.0.1'] } } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const visitorCookie = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));

describe('a server-rendered page behind an HTTPS proxy', () => {
  it('sets the visitor cookie Secure when the proxy says the visitor came over HTTPS, and not over HTTP', async () => {
    const seller = await createUser(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id });
    const page = (proto: string) => t.app.inject({ method: 'GET', url: publicPaths.product(product.meta), headers: { accept: 'text/html', 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.7' } });

    const secure = await page('https');
    expect(secure.statusCode).toBe(200);
    expect(secure.body).toContain(product.title);
    const cookie = visitorCookie(secure.headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);

    const plain = visitorCookie((await page('http')).headers['set-cookie']);
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/;\s*Secure/i);
  });
});
