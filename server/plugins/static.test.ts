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

  it('serves every upload under a sandboxing CSP, and as an attachment with ?download= under a safe name with its own extension', async () => {
    fs.mkdirSync(path.join(t.config.uploadsDir, 'documents', '2026'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'documents', '2026', 'abc123.pdf'), '%PDF-1.4 test');
    fs.mkdirSync(path.join(t.config.uploadsDir, 'pfp', '2026'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'pfp', '2026', 'abc123-640.webp'), 'RIFF0000WEBP');
    const sandboxed = (csp: unknown) => String(csp).split(';').map((d) => d.trim()).includes('sandbox');

    for (const url of ['/media/documents/2026/abc123.pdf', '/media/pfp/2026/abc123-640.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(sandboxed(res.headers['content-security-policy']), url).toBe(true);
      // The rest of the site's policy stays.
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    const named = async (query: string) => (await t.app.inject({ method: 'GET', url: `/media/documents/2026/abc123.pdf?${query}` })).headers['content-disposition'];
    expect(await named('download=ipakchilik-qarori')).toBe('attachment; filename="ipakchilik-qarori.pdf"');
    // Whatever the name asked for, the file keeps its own extension and the name only safe characters.
    expect(await named(`download=${encodeURIComponent('../../setup.bat" x.exe\r\nSet-Cookie: a=b')}`)).toBe('attachment; filename="setup-bat-x-exe-Set-Cookie-a-b.pdf"');
    expect(await named(`download=${encodeURIComponent('Қарор №5')}`)).toBe('attachment; filename="5.pdf"');
    expect(await named('download=')).toBe('attachment; filename="abc123.pdf"');
    expect(await named('download=a&download=b')).toBe('attachment; filename="abc123.pdf"');
  });

  it('never serves files outside the uploads folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/../jwt-secret' });
    // The path resolves to /jwt-secret, which is no file we serve: at most the app's page shell.
    if (res.statusCode !== 404) expect(res.body).toContain('id="root"');
    expect(res.body).not.toContain(fs.readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8'));
  });
});
