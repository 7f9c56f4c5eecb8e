import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-web-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1);\n'.repeat(500));
  // What npm run build writes beside each text asset.
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1);\n'.repeat(500)));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1);\n'.repeat(500)));
  const worker = "self.addEventListener('push', () => {});\n".repeat(40);
  fs.writeFileSync(path.join(webDir, 'sw.js'), worker);
  fs.writeFileSync(path.join(webDir, 'sw.js.br'), zlib.brotliCompressSync(worker));
  // No server bundle: pages are the shell the browser renders (server rendering has its own tests).
  t = await buildTestApp({ config: { webDir, ssrEntry: path.join(webDir, 'no-server-bundle.js') } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app serving', () => {
  it('serves index.html for app routes so reloads work', async () => {
    for (const url of ['/', '/online-shop/details/atlas/', '/profile/overview/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
  });

  it('caches hashed assets for a year and answers 404 (not index.html) for a missing one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('route_not_found');
  });

  it('serves the service worker at /sw.js (scope: the whole site) as a script asked again at every use, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses scripts for slow networks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(8000);
  });

  it('answers unknown API paths with JSON even when the browser asks for HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown/', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('route_not_found');
  });

  it('sends the compressed copies made at build to a browser that takes them', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);\n'.repeat(500));
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1);\n'.repeat(500));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);\n'.repeat(500));
  });
});
