import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressHtml, createPageCache, gzipOf, sendCompressedHtml } from './page-cache';

/** A render the test finishes when it wants, with the signal it was given. */
function deferredRenders() {
  const pending: { resolve: (v: string) => void; signal: AbortSignal }[] = [];
  return {
    render: (signal: AbortSignal) => new Promise<string>((resolve) => pending.push({ resolve, signal })),
    pending,
  };
}

/** A request whose client can go away (the test calls leave()). */
function client() {
  const listeners = new Set<() => void>();
  return {
    onGone: (gone: () => void) => {
      listeners.add(gone);
      return () => void listeners.delete(gone);
    },
    leave: () => listeners.forEach((l) => l()),
  };
}

const options = { ttlMs: 1000, maxEntries: 10, maxBytes: 1000, keep: (v: string) => !v.startsWith('404'), bytes: (v: string) => v.length };

describe('createPageCache', () => {
  it('renders a page once for concurrent requests and keeps it; says who rendered it', async () => {
    const cache = createPageCache<string>(options);
    const renders = deferredRenders();
    const a = cache.get('/', renders.render, client().onGone);
    const b = cache.get('/', renders.render, client().onGone);
    expect(renders.pending).toHaveLength(1);
    renders.pending[0].resolve('<p>home</p>');
    expect(await a).toEqual({ value: '<p>home</p>', rendered: true });
    expect(await b).toEqual({ value: '<p>home</p>', rendered: false });
    expect(await cache.get('/', renders.render, client().onGone)).toEqual({ value: '<p>home</p>', rendered: false });
    expect(cache.stats).toEqual({ renders: 1, shared: 2 });
  });

  it('shares a page it does not keep with the requests waiting for it, and renders it again afterwards', async () => {
    const cache = createPageCache<string>(options);
    const renders = deferredRenders();
    const a = cache.get('/missing', renders.render, client().onGone);
    const b = cache.get('/missing', renders.render, client().onGone);
    renders.pending[0].resolve('404 missing');
    expect((await a).value).toBe('404 missing');
    expect((await b).rendered).toBe(false);
    void cache.get('/missing', renders.render, client().onGone);
    expect(renders.pending).toHaveLength(2);
  });

  it('aborts a shared render only when every request waiting for it has gone', async () => {
    const cache = createPageCache<string>(options);
    const renders = deferredRenders();
    const first = client();
    const second = client();
    const a = cache.get('/slow', renders.render, first.onGone);
    const b = cache.get('/slow', renders.render, second.onGone);
    const { signal, resolve } = renders.pending[0];
    first.leave();
    expect(signal.aborted).toBe(false);
    second.leave();
    expect(signal.aborted).toBe(true);
    resolve('late');
    await Promise.all([a, b]);
  });

  it('forgets everything on clear(), and keeps a render that was under way out of the cache', async () => {
    const cache = createPageCache<string>(options);
    const renders = deferredRenders();
    await Promise.all([cache.get('/', async () => 'old home', client().onGone)]);
    const running = cache.get('/news/', renders.render, client().onGone);
    cache.clear();
    renders.pending[0].resolve('news before the write');
    expect((await running).value).toBe('news before the write');
    expect(await cache.get('/', async () => 'new home', client().onGone)).toEqual({ value: 'new home', rendered: true });
    expect(await cache.get('/news/', async () => 'news after the write', client().onGone)).toEqual({ value: 'news after the write', rendered: true });
  });

  it('holds at most maxBytes of pages, dropping the oldest', async () => {
    const cache = createPageCache<string>({ ...options, maxBytes: 10 });
    await cache.get('/a', async () => 'aaaaaa', client().onGone);
    await cache.get('/b', async () => 'bbbbbb', client().onGone);
    expect((await cache.get('/b', async () => 'again', client().onGone)).rendered).toBe(false);
    expect((await cache.get('/a', async () => 'again', client().onGone)).rendered).toBe(true);
  });
});

describe('compressHtml and chooseEncoding', () => {
  it('keeps the page as it is, in brotli and in gzip, all decoding to the same HTML, with a weak ETag per content', async () => {
    const html = `<!doctype html><html lang="uz"><body>${"<p>Marg'ilon atlasi — ипак</p>".repeat(200)}</body></html>`;
    const page = await compressHtml(Buffer.from(html));
    expect(page.identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    // gzip only when a reader asks for it, once however many ask.
    expect(page.gzip).toBeUndefined();
    const [gz, again] = await Promise.all([gzipOf(page), gzipOf(page)]);
    expect(gz).toBe(again);
    expect(zlib.gunzipSync(gz).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 10);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await compressHtml(Buffer.from(html))).etag).toBe(page.etag);
    expect((await compressHtml(Buffer.from(`${html} `))).etag).not.toBe(page.etag);
  });

  it('answers brotli, else gzip, else none, as Accept-Encoding says', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('gzip;q=0, *;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('sendCompressedHtml', () => {
  it('answers 304 to a browser that holds the page, with no cookie the answer would have set', async () => {
    const page = await compressHtml(Buffer.from('<!doctype html><p>Ipak</p>'));
    const app = Fastify();
    app.get('/', (request, reply) => sendCompressedHtml(request, reply.header('set-cookie', 'ipak_vid=new; Path=/; HttpOnly'), 200, page));
    const full = await app.inject({ url: '/' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['set-cookie']).toBeDefined();
    const confirmed = await app.inject({ url: '/', headers: { 'if-none-match': page.etag } });
    expect(confirmed.statusCode).toBe(304);
    expect(confirmed.headers['set-cookie']).toBeUndefined();
    await app.close();
  });
});
