import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidHost } from './lib/request-host';
import { buildTestApp, type TestApp } from './test/app';

/**
 * A malformed Host or X-Forwarded-Host is the client's error, and no answer names a host a client
 * wrote (issue 38, item 5). The app as deployed behind one proxy (TRUST_PROXY=true) and without
 * PUBLIC_URL, the riskiest setting: the pages are rendered by the web app's own renderer.
 */
const MALFORMED = ['a b', 'user@evil.example', 'a:99999', '[::1', ''];
const PATHS = ['/', '/robots.txt', '/sitemap.xml', '/api/ping'];

let t: TestApp;
const log: string[] = [];
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-host-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  t = await buildTestApp({
    config: { webDir, ssrEntry: path.resolve(import.meta.dirname, '../web/entry-server.tsx'), trustProxy: { hops: 1 }, publicUrl: undefined, logLevel: 'info' },
    logStream: { write: (line) => void log.push(line) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The log's lines of a fault (level error or worse) or with a stack. */
const faultsIn = (lines: string[]) => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50 || line.includes('"stack"'));

/** A request written on a socket as a client may write it: any Host at all, even an empty one. */
function rawGet(url: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${url} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('a malformed host', () => {
  it('in Host: 400 invalid_host in the one error shape, on pages, robots.txt, the sitemap and the API, and no stack in the log', async () => {
    const from = log.length;
    for (const host of MALFORMED) {
      for (const url of PATHS) {
        const res = await rawGet(url, host);
        expect(res.status, `${url} Host: ${JSON.stringify(host)}`).toBe(400);
        expect(JSON.parse(res.body), url).toEqual({ code: 'invalid_host', message: expect.any(String) });
      }
    }
    // The log is read (each request's lines are there), and none is a fault.
    expect(log.length).toBeGreaterThan(from + MALFORMED.length * PATHS.length);
    expect(faultsIn(log.slice(from))).toEqual([]);
  });

  it('in X-Forwarded-Host from the trusted proxy: the same', async () => {
    const from = log.length;
    // An empty X-Forwarded-Host is no header at all (the Host is used); a blank one is refused.
    for (const forwarded of [...MALFORMED.filter(Boolean), ' ', 'ipak.uz, a b']) {
      for (const url of PATHS) {
        const res = await t.app.inject({ url, headers: { host: 'ipak.test', 'x-forwarded-host': forwarded, accept: 'text/html' } });
        expect(res.statusCode, `${url} X-Forwarded-Host: ${JSON.stringify(forwarded)}`).toBe(400);
        expect(res.json()).toEqual({ code: 'invalid_host', message: expect.any(String) });
      }
    }
    expect(faultsIn(log.slice(from))).toEqual([]);
  });

  it('a well-formed one is answered', async () => {
    for (const host of ['ipak.uz', 'ipak.uz.', 'localhost:3000', '127.0.0.1:8080', '[::1]:8080', '[2001:db8::1]', 'my_host.internal']) {
      expect(isValidHost(host), host).toBe(true);
      expect((await rawGet('/api/ping', host)).status, host).toBe(200);
    }
    for (const host of [...MALFORMED, 'a:0', 'a:', 'ipak.uz/x', 'ipak.uz?', '[::g]', 'ipak.uz:80:80', 'ipaк.uz', `${'a'.repeat(64)}.uz`, undefined]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe('robots.txt and the sitemap name no host a client sent', () => {
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('X-Forwarded-Host is never written, and what names the Host is kept by the reader alone', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const poisoned = await get(url, { host: 'ipak.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      expect(poisoned.statusCode, url).toBe(200);
      expect(poisoned.body, url).not.toContain('evil.example');
      expect(poisoned.body, url).toContain('https://ipak.test/');
      // Not for a shared cache: the body follows the Host.
      expect(poisoned.headers['cache-control'], url).toBe('private, max-age=3600');
      expect(poisoned.headers.vary, url).toMatch(/\bHost\b/);

      const next = await get(url, { host: 'ipak.test' });
      expect(next.body, url).not.toContain('evil.example');
      expect(next.body, url).toContain('http://ipak.test/');
    }
    const robots = await get('/robots.txt', { host: 'ipak.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(robots.body).toContain('Sitemap: https://ipak.test/sitemap.xml');
  });

  it("a page's canonical and Open Graph links do not name X-Forwarded-Host, nor does the kept page the next reader gets", async () => {
    const poisoned = await get('/', { host: 'ipak.test', 'x-forwarded-host': 'evil.example', accept: 'text/html' });
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.body).toContain('http://ipak.test/');
    expect(poisoned.body).not.toContain('evil.example');
    const next = await get('/', { host: 'ipak.test', accept: 'text/html' });
    expect(next.body).not.toContain('evil.example');
  });

  it('with PUBLIC_URL, that address alone, kept by shared caches for an hour', async () => {
    const withUrl = await buildTestApp({ config: { trustProxy: { hops: 1 }, publicUrl: 'https://ipak.uz' } });
    try {
      const robots = await withUrl.app.inject({ url: '/robots.txt', headers: { host: 'other.example', 'x-forwarded-host': 'evil.example' } });
      expect(robots.body).toContain('Sitemap: https://ipak.uz/sitemap.xml');
      expect(robots.body).not.toMatch(/evil|other/);
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await withUrl.close();
    }
  });
});
