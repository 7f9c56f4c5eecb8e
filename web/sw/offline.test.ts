import { describe, expect, it, vi } from 'vitest';
import { ME_GUID, VIEWER_HEADER } from '@shared/constants';
import { offlinePath } from '@shared/paths';
import { BUILD_HEADER, createOffline, dictionariesFor, DATA_CACHE, OFFLINE_PATH, OWN_PROFILE_PATH, PAGE_LIMIT, PAGES_CACHE, PERSONAL_CACHE, personalKey, routeOf, shellCache, tokenUser } from './offline';

const ORIGIN = 'https://ipak.uz';

/** An access token as the server makes them, as far as the worker reads one (its `sub`; the signature is the server's business). */
const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenOf = (sub: string) => `h.${base64url({ sub, sid: 's1' })}.sig`;
const DILNOZA = '0b7c2f1e-1111-4a4a-9c9c-000000000001';
const BEKZOD = '0b7c2f1e-2222-4a4a-9c9c-000000000002';

/** The Cache API as the worker uses it, in memory: entries in the order they were put. */
class FakeCache {
  entries = new Map<string, Response>();
  /** What addAll fetched, in order. */
  fetched: string[] = [];
  private url = (key: RequestInfo | URL, ignoreSearch = false) => {
    const u = new URL(typeof key === 'string' || key instanceof URL ? String(key) : key.url, ORIGIN);
    return ignoreSearch ? `${u.origin}${u.pathname}` : u.href;
  };
  async match(key: RequestInfo | URL, options: CacheQueryOptions = {}) {
    if (options.ignoreSearch) {
      for (const [url, response] of this.entries) if (this.url(url, true) === this.url(key, true)) return response.clone();
      return undefined;
    }
    return this.entries.get(this.url(key))?.clone();
  }
  async put(key: RequestInfo | URL, response: Response) {
    this.entries.delete(this.url(key));
    this.entries.set(this.url(key), response);
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(this.url(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async addAll(urls: string[]) {
    this.fetched.push(...urls);
    for (const url of urls) await this.put(url, new Response(`file ${url}`, { headers: { 'content-type': url.endsWith('/') ? 'text/html' : 'text/javascript' } }));
  }
}
class FakeCaches {
  named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)! as unknown as Cache;
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async match(key: RequestInfo | URL) {
    for (const cache of this.named.values()) {
      const found = await cache.match(key);
      if (found) return found;
    }
    return undefined;
  }
  urls(name: string) {
    return [...(this.named.get(name)?.entries.keys() ?? [])];
  }
}

/** A network that answers what it is told, or fails (offline), or never answers (a stalled phone network). */
function network() {
  const net = {
    mode: 'online' as 'online' | 'offline' | 'stalled',
    asked: [] as string[],
    answer: (url: string): Response =>
      new Response(url.includes('/api/') ? JSON.stringify({ url, fresh: true }) : `<!DOCTYPE html>\n<html lang="uz"><body>${url}</body></html>`, {
        status: 200,
        headers: { 'content-type': url.includes('/api/') ? 'application/json' : 'text/html; charset=utf-8' },
      }),
    fetch: async (request: Request): Promise<Response> => {
      net.asked.push(request.url);
      if (net.mode === 'offline') throw new TypeError('Failed to fetch');
      if (net.mode === 'stalled') return new Promise<Response>(() => undefined);
      const response = net.answer(request.url);
      // A real fetch's answer from our own origin is 'basic'.
      Object.defineProperty(response, 'type', { value: 'basic' });
      return response;
    },
  };
  return net;
}

const SHELL = { common: ['/assets/boot-abc.js', '/assets/index-abc.css'], dictionaries: { uz: ['/assets/common-uz.js'], ru: ['/assets/common-ru.js'], 'uz-Cyrl': ['/assets/common-oz.js'] } };

function setup(common: string[] = SHELL.common) {
  const caches = new FakeCaches();
  const net = network();
  const offline = createOffline({ caches: caches as unknown as CacheStorage, fetch: net.fetch, origin: ORIGIN, build: 'b1', shell: { ...SHELL, common }, timeoutMs: 20 });
  return { caches, net, offline };
}

const navigation = (path: string) => Object.defineProperty(new Request(`${ORIGIN}${path}`), 'mode', { value: 'navigate' });
const apiGet = (path: string, token?: string) => new Request(`${ORIGIN}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('what the worker does with a request', () => {
  const req = (path: string, init: { method?: string; mode?: RequestMode; token?: string; referrer?: string } = {}) => ({
    method: init.method ?? 'GET',
    url: `${ORIGIN}${path}`,
    mode: init.mode ?? 'cors',
    headers: new Headers(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    referrer: init.referrer ? `${ORIGIN}${init.referrer}` : '',
  });

  it('keeps pages of the kinds read offline (home, a news article, a course page and its lesson, a certificate, a product, the chat list and a chat), answers others without keeping them', () => {
    for (const path of ['/', '/news/details/ipak-yoli/', '/courses/details/atlas-toqish/?lesson=abc', '/messaging/', '/messaging/?chat=x', '/profile/messages/', '/online-shop/details/adras-ton/', '/courses/certificates/IPK-2026-0001/']) expect(routeOf(req(path, { mode: 'navigate' }), ORIGIN), path).toEqual({ kind: 'page', keep: true });
    for (const path of ['/online-shop/', '/online-shop/categories/', '/online-shop/details/', '/news', '/profile/overview/', '/auth/sign-in/', '/offline/']) expect(routeOf(req(path, { mode: 'navigate' }), ORIGIN), path).toEqual({ kind: 'page', keep: false });
  });

  it('keeps the API reads of those pages: public ones for everyone, the signed-in reader’s under that reader', () => {
    expect(routeOf(req('/api/news/details/ipak-yoli/'), ORIGIN)).toEqual({ kind: 'data', personal: null });
    expect(routeOf(req('/api/courses/details/atlas/', { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    expect(routeOf(req('/api/messenger/chats/', { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    expect(routeOf(req('/api/messenger/chats/abc/?limit=50', { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    expect(routeOf(req(`/api/users/accounts/${ME_GUID}/`, { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    // A product's page reads its product, comments and the categories; a certificate, its certificate.
    for (const path of ['/api/shop/product/adras-ton/', '/api/shop/comments/adras-ton', '/api/shop/categories/', '/api/courses/certificates/IPK-2026-0001/'])
      expect(routeOf(req(path), ORIGIN), path).toEqual({ kind: 'data', personal: null });
    expect(routeOf(req('/api/shop/product/adras-ton/', { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
  });

  it('never keeps writes, sign-in and tokens, other API reads, other uploads than pictures, other sites, or a token it cannot read', () => {
    const skip = { kind: 'skip' };
    expect(routeOf(req('/api/messenger/chats/', { method: 'POST', token: tokenOf(DILNOZA) }), ORIGIN)).toEqual(skip);
    expect(routeOf(req('/api/news/x/', { method: 'DELETE' }), ORIGIN)).toEqual(skip);
    for (const path of ['/api/users/accounts/login/', '/api/users/accounts/refresh/', `/api/users/accounts/${ME_GUID}/`, '/api/users/accounts/me/', '/api/shop/products/', '/api/push/key/', '/media/docs/qaror.pdf', '/media/v/dars.mp4', '/sw.js', '/chat/abc/'])
      expect(routeOf(req(path), ORIGIN), path).toEqual(skip);
    expect(routeOf(req('/api/users/accounts/login/', { token: tokenOf(DILNOZA) }), ORIGIN)).toEqual(skip);
    expect(routeOf(req('/api/messenger/chats/', { token: 'not-a-jwt' }), ORIGIN)).toEqual(skip);
    expect(routeOf({ ...req('/'), url: 'https://evil.example/', mode: 'navigate' }, ORIGIN)).toEqual(skip);
  });

  it('keeps pictures, those on the reader’s own pages (a picture sent in a chat) as personal', () => {
    expect(routeOf(req('/media/news/ipak-800.webp', { referrer: '/news/details/x/' }), ORIGIN)).toEqual({ kind: 'data', personal: null });
    expect(routeOf(req('/media/chat/rasm.jpg', { referrer: '/messaging/?chat=x', token: tokenOf(DILNOZA) }), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    // An image request carries no token: on the reader's own pages it is not kept at all.
    expect(routeOf(req('/media/chat/rasm.jpg', { referrer: '/messaging/?chat=x' }), ORIGIN)).toEqual({ kind: 'skip' });
    expect(routeOf(req('/assets/boot-abc.js'), ORIGIN)).toEqual({ kind: 'asset' });
  });

  it('reads whose copies a token names, and nothing from what is not a token', () => {
    expect(tokenUser(`Bearer ${tokenOf(DILNOZA)}`)).toBe(DILNOZA);
    expect(tokenUser(null)).toBeNull();
    expect(tokenUser('Bearer x.y.z')).toBeNull();
    expect(tokenUser(`Bearer h.${base64url({ sub: '../x' })}.s`)).toBeNull();
  });

  it('offline, a request that names its viewer instead of carrying a token finds that viewer’s copies; a bad name or one beside a token finds none', () => {
    const named = (path: string, viewer: string, token?: string) => ({ ...req(path, { token }), headers: new Headers({ [VIEWER_HEADER]: viewer, ...(token ? { authorization: `Bearer ${token}` } : {}) }) });
    expect(routeOf(named('/api/messenger/chats/', DILNOZA), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    expect(routeOf(named(`/api/users/accounts/${ME_GUID}/`, DILNOZA), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
    // Not a guid: the public copy, never a path out of the personal cache's folder.
    expect(routeOf(named('/api/messenger/chats/', '../x'), ORIGIN)).toEqual({ kind: 'data', personal: null });
    // A token decides when there is one: the header cannot pick another person's copies.
    expect(routeOf(named('/api/messenger/chats/', 'someone-else', tokenOf(DILNOZA)), ORIGIN)).toEqual({ kind: 'data', personal: DILNOZA });
  });

  it('leads to the offline page the paths module names, and knows the own profile’s address as the constants write it', () => {
    expect(OFFLINE_PATH).toBe(offlinePath());
    expect(OWN_PROFILE_PATH).toBe(`/api/users/accounts/${ME_GUID}/`);
  });
});

describe('install and activate', () => {
  it('install keeps the app shell the build lists and the offline page', async () => {
    const { caches, offline } = setup();
    await offline.install();
    expect(caches.urls(shellCache('b1'))).toEqual([`${ORIGIN}/assets/boot-abc.js`, `${ORIGIN}/assets/index-abc.css`, `${ORIGIN}/offline/`]);
  });

  it('activate removes older builds’ caches, except those a saved page was made with', async () => {
    const { caches, offline } = setup();
    for (const name of ['ipak-shell-b0', 'ipak-assets-b0', 'ipak-shell-old', 'ipak-assets-old', 'ipak-shell-b1', 'someone-elses']) await caches.open(name);
    const pages = await caches.open(PAGES_CACHE);
    await pages.put(`${ORIGIN}/news/details/x/`, new Response('<html>', { headers: { [BUILD_HEADER]: 'b0' } }));
    await offline.activate();
    expect((await caches.keys()).sort()).toEqual(['ipak-assets-b0', 'ipak-pages', 'ipak-shell-b0', 'ipak-shell-b1', 'someone-elses']);
  });
});

describe('pages', () => {
  it('come from the network and the kinds read offline are saved; offline the saved copy is shown, marked as saved', async () => {
    const { caches, net, offline } = setup();
    const fresh = await offline.answer(navigation('/news/details/ipak-yoli/'))!;
    expect(await fresh.text()).toContain('/news/details/ipak-yoli/');
    await offline.answer(navigation('/online-shop/'));
    expect(caches.urls(PAGES_CACHE)).toEqual([`${ORIGIN}/news/details/ipak-yoli/`]);

    net.mode = 'offline';
    const saved = await offline.answer(navigation('/news/details/ipak-yoli/'))!;
    expect(saved.status).toBe(200);
    expect(await saved.text()).toBe(`<!DOCTYPE html>\n<html data-offline="saved" lang="uz"><body>${ORIGIN}/news/details/ipak-yoli/</body></html>`);
  });

  it('a page never saved leads offline to the offline page, which names it, and which is there itself', async () => {
    const { net, offline } = setup();
    await offline.install();
    net.mode = 'offline';
    const missing = await offline.answer(navigation('/courses/details/atlas/?lesson=l2'))!;
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe(`${ORIGIN}/offline/?from=${encodeURIComponent('/courses/details/atlas/?lesson=l2')}`);
    const page = await offline.answer(navigation('/offline/?from=%2Fcourses%2F'))!;
    expect([page.status, await page.text()]).toEqual([200, `file /offline/`]);
  });

  it('on a stalled network the saved copy is shown after the timeout and the fresh one saved when it comes; a page not saved waits for the network', async () => {
    vi.useFakeTimers();
    try {
      const { caches, net, offline } = setup();
      await offline.answer(navigation('/'));
      net.mode = 'stalled';
      const later: Promise<unknown>[] = [];
      const answering = offline.answer(navigation('/'), (p) => later.push(p))!;
      await vi.advanceTimersByTimeAsync(20);
      const saved = await answering;
      expect(await saved.text()).toContain('data-offline="saved"');
      expect(later).toHaveLength(1);

      let settled = false;
      void offline.answer(navigation('/news/details/yangi/'))!.then(() => (settled = true));
      // Far past the timeout: with nothing saved, the page still waits for the network.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(settled).toBe(false);
      expect(caches.urls(PAGES_CACHE)).toEqual([`${ORIGIN}/`]);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`keeps the last ${PAGE_LIMIT} pages read: the oldest goes, a page read again is the newest`, async () => {
    const { caches, offline } = setup();
    for (let i = 0; i < PAGE_LIMIT; i++) await offline.answer(navigation(`/news/details/n${i}/`));
    await offline.answer(navigation('/news/details/n0/'));
    await offline.answer(navigation('/courses/details/c/'));
    const urls = caches.urls(PAGES_CACHE);
    expect(urls).toHaveLength(PAGE_LIMIT);
    expect(urls).not.toContain(`${ORIGIN}/news/details/n1/`);
    expect(urls.slice(-2)).toEqual([`${ORIGIN}/news/details/n0/`, `${ORIGIN}/courses/details/c/`]);
  });

  it('a first visit’s open page, loaded before the worker ran, is saved at activation when it is of a kind kept', async () => {
    const { caches, offline } = setup();
    await offline.saveOpenPages([`${ORIGIN}/news/details/birinchi/`, `${ORIGIN}/online-shop/`]);
    expect(caches.urls(PAGES_CACHE)).toEqual([`${ORIGIN}/news/details/birinchi/`]);
  });
});

describe('personal copies', () => {
  it('are kept under their reader: another person offline never gets them', async () => {
    const { caches, net, offline } = setup();
    await offline.answer(apiGet('/api/messenger/chats/', tokenOf(DILNOZA)));
    expect(caches.urls(PERSONAL_CACHE)).toEqual([personalKey(`${ORIGIN}/api/messenger/chats/`, DILNOZA, ORIGIN)]);
    expect(caches.urls(DATA_CACHE)).toEqual([]);

    net.mode = 'offline';
    const own = await offline.answer(apiGet('/api/messenger/chats/', tokenOf(DILNOZA)))!;
    expect(await own.json()).toMatchObject({ fresh: true });
    const other = await offline.answer(apiGet('/api/messenger/chats/', tokenOf(BEKZOD)))!;
    expect(other.type).toBe('error');
  });

  it('go when someone signs in or out, and an answer still on its way then is not kept', async () => {
    const { caches, net, offline } = setup();
    await offline.answer(apiGet('/api/messenger/chats/', tokenOf(DILNOZA)));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = net.fetch;
    net.fetch = async (request) => {
      await held;
      return fetch(request);
    };
    const pending = offline.answer(apiGet(`/api/users/accounts/${ME_GUID}/`, tokenOf(DILNOZA)))!;
    await offline.forgetPersonal();
    expect(caches.urls(PERSONAL_CACHE)).toEqual([]);
    release();
    await pending;
    expect(caches.urls(PERSONAL_CACHE)).toEqual([]);
  });

  it('public API reads are kept for anyone, and offline answered from the copy', async () => {
    const { net, offline } = setup();
    await offline.answer(apiGet('/api/news/details/ipak-yoli/'));
    net.mode = 'offline';
    const saved = await offline.answer(apiGet('/api/news/details/ipak-yoli/'))!;
    expect(await saved.json()).toMatchObject({ url: `${ORIGIN}/api/news/details/ipak-yoli/` });
  });
});

describe('assets', () => {
  it('come from the cache when there (the shell), else from the network and are kept', async () => {
    const { caches, net, offline } = setup();
    await offline.install();
    net.mode = 'offline';
    expect(await (await offline.answer(new Request(`${ORIGIN}/assets/boot-abc.js`))!).text()).toBe(`file /assets/boot-abc.js`);
    net.mode = 'online';
    await offline.answer(new Request(`${ORIGIN}/assets/course-page-xyz.js`));
    expect(caches.urls('ipak-assets-b1')).toEqual([`${ORIGIN}/assets/course-page-xyz.js`]);
  });
});

describe('the shell a worker keeps', () => {
  it('is the common files at install, then the dictionaries of the language the page names, and of no other', async () => {
    const { caches, offline } = setup();
    await offline.install();
    const shell = () => caches.urls('ipak-shell-b1').map((u) => u.replace(ORIGIN, '')).sort();
    expect(shell()).toEqual(['/assets/boot-abc.js', '/assets/index-abc.css', OFFLINE_PATH].sort());
    await offline.keepLanguage('ru');
    expect(shell()).toEqual(['/assets/boot-abc.js', '/assets/common-ru.js', '/assets/index-abc.css', OFFLINE_PATH].sort());
    // The reader changed language: the new one's in, the old one's out.
    await offline.keepLanguage('uz-Cyrl');
    expect(shell()).toEqual(['/assets/boot-abc.js', '/assets/common-oz.js', '/assets/index-abc.css', OFFLINE_PATH].sort());
  });

  it('fetches a language\'s dictionaries once, however many pages name it; of two languages posted at once, the later is kept', async () => {
    const { caches, offline } = setup();
    await offline.install();
    const shellCache = caches.named.get('ipak-shell-b1')!;
    shellCache.fetched = [];
    await offline.keepLanguage('ru');
    await offline.keepLanguage('ru');
    expect(shellCache.fetched).toEqual(['/assets/common-ru.js']);
    // Two pages post two languages at once (the reader switched while another tab loaded).
    await Promise.all([offline.keepLanguage('uz'), offline.keepLanguage('uz-Cyrl')]);
    const dictionaries = caches.urls('ipak-shell-b1').filter((u) => u.includes('/common-'));
    expect(dictionaries).toEqual([`${ORIGIN}/assets/common-oz.js`]);
  });

  it('a language whose dictionaries cannot be fetched (offline) fails alone; the next message is kept', async () => {
    const { caches, offline } = setup();
    await offline.install();
    const shellCache = caches.named.get('ipak-shell-b1')!;
    const addAll = shellCache.addAll.bind(shellCache);
    shellCache.addAll = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(offline.keepLanguage('ru')).rejects.toThrow('Failed to fetch');
    shellCache.addAll = addAll;
    await offline.keepLanguage('uz');
    expect(caches.urls('ipak-shell-b1').filter((u) => u.includes('/common-'))).toEqual([`${ORIGIN}/assets/common-uz.js`]);
  });

  it('has the Uzbek dictionaries for a language the build has not, or none', () => {
    for (const language of [null, undefined, 'de', 'toString', '__proto__', 42]) expect(dictionariesFor(SHELL.dictionaries, language)).toEqual(['/assets/common-uz.js']);
    expect(dictionariesFor(SHELL.dictionaries, 'ru')).toEqual(['/assets/common-ru.js']);
  });
});
