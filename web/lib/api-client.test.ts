import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, VIEWER_HEADER } from '@shared/constants';
import { ApiError, apiRequest, ensureFreshAccessToken, onSessionEnded, pageQuery, tokenStore, watchOtherTabs, type ApiPath } from './api-client';
import { withQuery } from '@shared/paths';

/**
 * A 401 after the server ended the session (signed out elsewhere, a reused refresh token, a new
 * password, a blocked user): the one refresh is refused, and the tab signs out cleanly through
 * onSessionEnded. Offline or a server fault during the refresh is not a lost session.
 */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** An access token as the server makes them, as far as the client reads one (`sub`, `sid`). */
const tokenOf = (sub: string, sid = 's1', n = 1) => `h.${Buffer.from(JSON.stringify({ sub, sid, n })).toString('base64url')}.sig`;
const DILNOZA = '0b9d3c1e-5f7a-4e21-9c3d-2a6b8e4f1d07';
const AZIZ = '7c2e9a41-3b6d-4f8e-a1c5-9d0e2b7f6a38';

let storage: ReturnType<typeof memoryStorage>;
let ended: ReturnType<typeof vi.fn<() => void>>;
let off: () => void;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  tokenStore.set(tokenOf(DILNOZA));
  ended = vi.fn<() => void>();
  off = onSessionEnded(ended);
});
afterEach(() => {
  off();
  tokenStore.clear();
  vi.unstubAllGlobals();
});

type Call = { url: string; headers: Record<string, string>; body: unknown };
/** The API refuses the access token it was given (unless `accept` says yes); the refresh endpoint answers `refresh`. Records every request. */
function serve(refresh: (call: Call) => Response | Promise<Response>, accept: (call: Call) => boolean = () => false) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined };
    calls.push(call);
    if (url.includes('/accounts/refresh/')) return refresh(call);
    if (accept(call)) return json(200, { ok: true });
    return json(401, { code: 'auth.session_ended', message: 'Sessiya yakunlandi, qaytadan kiring' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('api-client: a session the server has ended', () => {
  it('a refused refresh signs the tab out: token and session mark gone, listeners told, the request rejected', async () => {
    serve(() => json(401, { code: 'auth.refresh_reused', message: 'Sessiya xavfsizlik sababli yopildi' }));
    await expect(apiRequest('/api/users/accounts/me/')).rejects.toMatchObject({ status: 401, code: 'auth.refresh_reused' });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(tokenStore.access).toBeNull();
    expect(tokenStore.signedIn).toBe(false);
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('a server fault or no network during the refresh keeps the session for a later try', async () => {
    serve(() => json(503, { code: 'internal_error', message: 'x' }));
    await expect(apiRequest('/api/ping')).rejects.toMatchObject({ status: 503 });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/ping')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(ended).not.toHaveBeenCalled();
    expect(tokenStore.signedIn).toBe(true);
    expect(tokenStore.viewer).toBe(DILNOZA);
  });

  it('does not sign out a session begun while the refused refresh was on its way', async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const request = apiRequest('/api/ping');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    tokenStore.set(tokenOf(AZIZ));
    answer(json(401, { code: 'auth.invalid_refresh', message: 'x' }));
    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    expect(tokenStore.viewer).toBe(AZIZ);
  });
});

describe('api-client: tokens out of script reach (issue 38 item 7)', () => {
  it('keeps the access token in memory and only whose session it is in storage; the refresh token never reaches the page', async () => {
    expect([...storage.map.entries()]).toEqual([[STORAGE_KEYS.session, DILNOZA]]);
    expect(JSON.stringify([...storage.map.values()])).not.toContain(tokenOf(DILNOZA));
    const calls = serve(() => json(200, { access: tokenOf(DILNOZA, 's1', 2) }));
    await expect(apiRequest('/api/ping')).rejects.toMatchObject({ status: 401 });
    // The refresh asked for the cookie's token (the header) and sent none itself.
    const refresh = calls.find((c) => c.url.includes('/accounts/refresh/'))!;
    expect(refresh.headers['x-ipak-session']).toBe('cookie');
    expect(refresh.body).toEqual({});
    expect(tokenStore.access).toBe(tokenOf(DILNOZA, 's1', 2));
    expect([...storage.map.entries()]).toEqual([[STORAGE_KEYS.session, DILNOZA]]);
  });

  it('a new tab of a signed-in browser fetches its token with the cookie once, before its first requests, which then carry it', async () => {
    tokenStore.clear();
    storage.map.set(STORAGE_KEYS.session, DILNOZA);
    expect([tokenStore.access, tokenStore.signedIn, tokenStore.viewer]).toEqual([null, true, DILNOZA]);
    const fresh = tokenOf(DILNOZA, 's1', 3);
    const calls = serve(() => json(200, { access: fresh }), (c) => c.headers.authorization === `Bearer ${fresh}`);
    await Promise.all([apiRequest('/api/ping'), apiRequest('/api/users/regions/'), apiRequest('/api/news/documents/')]);
    expect(calls.filter((c) => c.url.includes('/accounts/refresh/'))).toHaveLength(1);
    expect(calls.filter((c) => !c.url.includes('/accounts/refresh/')).map((c) => c.headers.authorization)).toEqual(Array(3).fill(`Bearer ${fresh}`));
  });

  it('offline, a request goes without a token but names its viewer (the service worker’s saved copies); the session stays', async () => {
    tokenStore.clear();
    storage.map.set(STORAGE_KEYS.session, DILNOZA);
    const calls = serve(() => Promise.reject(new TypeError('Failed to fetch')), () => true);
    await apiRequest('/api/messenger/chats/');
    const sent = calls.find((c) => c.url === '/api/messenger/chats/')!;
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers[VIEWER_HEADER]).toBe(DILNOZA);
    expect(tokenStore.signedIn).toBe(true);
  });

  it('a session whose cookie the server refuses goes anonymous: public requests still answer, without a token or a viewer', async () => {
    tokenStore.clear();
    storage.map.set(STORAGE_KEYS.session, DILNOZA);
    const calls = serve(() => json(401, { code: 'auth.refresh_missing', message: 'Refresh token is missing' }), () => true);
    await apiRequest('/api/news/documents/');
    const sent = calls.find((c) => c.url === '/api/news/documents/')!;
    expect([sent.headers.authorization, sent.headers[VIEWER_HEADER]]).toEqual([undefined, undefined]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(tokenStore.signedIn).toBe(false);
  });

  it('takes over an older build’s stored tokens once: storage emptied at once, its refresh token spent on the first refresh, the cookie after', async () => {
    tokenStore.clear();
    storage.map.set(STORAGE_KEYS.access, tokenOf(AZIZ));
    storage.map.set(STORAGE_KEYS.refresh, 'old-refresh');
    expect(tokenStore.viewer).toBe(AZIZ);
    expect([...storage.map.entries()]).toEqual([[STORAGE_KEYS.session, AZIZ]]);
    const calls = serve(() => json(200, { access: tokenOf(AZIZ, 's9') }), (c) => c.headers.authorization === `Bearer ${tokenOf(AZIZ, 's9')}`);
    await apiRequest('/api/ping');
    // Its token refused later: the next refresh sends nothing of its own (the cookie).
    tokenStore.set(tokenOf(AZIZ, 's9', 2));
    await apiRequest('/api/ping');
    expect(calls.filter((c) => c.url.includes('/accounts/refresh/')).map((c) => c.body)).toEqual([{ refresh: 'old-refresh' }, {}]);
  });

  it('tabs take turns to refresh: the refresh runs inside the browser’s Web Lock', async () => {
    const held: string[] = [];
    let inside = false;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          held.push(name);
          inside = true;
          try {
            return await task();
          } finally {
            inside = false;
          }
        },
      },
    });
    let refreshedInside = false;
    serve(() => {
      refreshedInside = inside;
      return json(200, { access: tokenOf(DILNOZA, 's1', 4) });
    });
    await expect(ensureFreshAccessToken(tokenOf(DILNOZA))).resolves.toBe(tokenOf(DILNOZA, 's1', 4));
    expect(held).toEqual(['ipak:refresh']);
    expect(refreshedInside).toBe(true);
  });

  it('hears another tab: signed out there ends the session here; another person signed in there redraws this tab; a refresh there changes nothing', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const otherPerson = vi.fn();
    const stop = watchOtherTabs(otherPerson);
    const storageEvent = (oldValue: string | null, newValue: string | null) => {
      if (newValue === null) storage.map.delete(STORAGE_KEYS.session);
      else storage.map.set(STORAGE_KEYS.session, newValue);
      win.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.session, oldValue, newValue }));
    };
    storageEvent(DILNOZA, DILNOZA);
    expect([ended.mock.calls.length, otherPerson.mock.calls.length]).toEqual([0, 0]);
    storageEvent(DILNOZA, AZIZ);
    expect(otherPerson).toHaveBeenCalledTimes(1);
    expect(tokenStore.access).toBeNull();
    storageEvent(AZIZ, null);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('api-client: the API paths (web/lib/api-paths.generated.ts, from the OpenAPI document)', () => {
  it('takes only a route the server has, with the method it has (checked by the type check: each @ts-expect-error must fail to compile)', () => {
    // @ts-expect-error a route the server does not have (a renamed one)
    const renamed: ApiPath<'get'> = '/api/shop/produkt/x/';
    // @ts-expect-error the server's route with a method it does not answer
    const wrongMethod: ApiPath<'delete'> = '/api/users/regions/';
    const product: ApiPath<'get'> = `/api/shop/product/${encodeURIComponent('atlas-1')}/`;
    const search: ApiPath<'get'> = withQuery('/api/shop/products/', { search: 'atlas' });
    expect([renamed, wrongMethod, product, search]).toEqual(['/api/shop/produkt/x/', '/api/users/regions/', '/api/shop/product/atlas-1/', '/api/shop/products/?search=atlas']);
  });

  it('adds a query only when there is one, leaving out what is not set', () => {
    expect(withQuery('/api/courses/my/', pageQuery(1))).toBe('/api/courses/my/');
    expect(withQuery('/api/courses/my/', pageQuery(3))).toBe('/api/courses/my/?page=3');
    expect(withQuery('/api/shop/products/', { search: "marg'ilon atlas", page: 2, category: undefined })).toBe('/api/shop/products/?search=marg%27ilon+atlas&page=2');
    expect(withQuery('/api/messenger/chats/x/', new URLSearchParams({ limit: '20' }))).toBe('/api/messenger/chats/x/?limit=20');
  });
});

type XhrCall = { method: string; url: string; headers: Record<string, string>; body: unknown };
/**
 * XMLHttpRequest as far as the api client uses it: each request reports its upload in two steps
 * (half, all), then `answer` replies to it, or it fails as with no network ('offline'), or it waits
 * ('hang') until it is aborted. Records every request.
 */
function fakeXhr(answer: (call: XhrCall) => { status: number; body?: unknown } | 'hang' | 'offline') {
  const calls: XhrCall[] = [];
  class FakeXhr {
    readonly upload: { onprogress: ((e: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    private call: XhrCall = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.call = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    send(body: unknown) {
      this.call.body = body;
      calls.push(this.call);
      // Answered once the caller has finished sending, as a real request is (no timer: a microtask).
      queueMicrotask(() => {
        for (const loaded of [50, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        const reply = answer(this.call);
        if (reply === 'hang') return;
        if (reply === 'offline') this.onerror?.();
        else {
          this.status = reply.status;
          this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
          this.onload?.();
        }
        this.onloadend?.();
      });
    }
    abort() {
      this.onabort?.();
      this.onloadend?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

describe('api-client: an upload with progress (XMLHttpRequest, the same rules as fetch)', () => {
  const LESSON = `/api/courses/lesson/${encodeURIComponent('l1')}/` as const;
  const video = () => {
    const body = new FormData();
    body.set('title', 'Kirish');
    return body;
  };

  it('reports the share sent, carries the token and the form, and answers the JSON; fetch is not used', async () => {
    const fetched = serve(() => json(500, {}));
    const calls = fakeXhr(() => ({ status: 200, body: { guid: 'l1', title: 'Kirish' } }));
    const shares: number[] = [];
    const body = video();
    await expect(apiRequest(LESSON, { method: 'PATCH', body, onUploadProgress: (share) => shares.push(share) })).resolves.toEqual({ guid: 'l1', title: 'Kirish' });
    expect(shares).toEqual([0.5, 1]);
    expect(calls).toEqual([{ method: 'PATCH', url: LESSON, headers: { accept: 'application/json', authorization: `Bearer ${tokenOf(DILNOZA)}` }, body }]);
    expect(fetched).toEqual([]);
  });

  it('a 401 refreshes once and sends again with the new token', async () => {
    const fresh = tokenOf(DILNOZA, 's1', 5);
    const fetched = serve(() => json(200, { access: fresh }));
    const calls = fakeXhr((call) => (call.headers.authorization === `Bearer ${fresh}` ? { status: 201, body: { guid: 'l2' } } : { status: 401, body: { code: 'auth.token_invalid', message: 'x' } }));
    const shares: number[] = [];
    await expect(apiRequest(LESSON, { method: 'PATCH', body: video(), onUploadProgress: (share) => shares.push(share) })).resolves.toEqual({ guid: 'l2' });
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${tokenOf(DILNOZA)}`, `Bearer ${fresh}`]);
    expect(fetched.filter((c) => c.url.includes('/accounts/refresh/'))).toHaveLength(1);
    expect(shares).toEqual([0.5, 1, 0.5, 1]);
  });

  it('a refusal becomes an ApiError with its code, message, field errors and params; no answer, the network error', async () => {
    serve(() => json(500, {}));
    fakeXhr(() => ({ status: 400, body: { code: 'validation_error', message: 'Tekshiring', errors: { video: 'courses.video_only' }, params: { mb: 500 } } }));
    const refused = apiRequest(LESSON, { method: 'PATCH', body: video(), onUploadProgress: () => {} });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'validation_error', message: 'Tekshiring', errors: { video: 'courses.video_only' }, params: { mb: 500 } });

    fakeXhr(() => 'offline');
    await expect(apiRequest(LESSON, { method: 'PATCH', body: video(), onUploadProgress: () => {} })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('an abort through the signal rejects with an AbortError, before sending or on the way', async () => {
    serve(() => json(500, {}));
    const calls = fakeXhr(() => 'hang');
    const controller = new AbortController();
    const upload = apiRequest(LESSON, { method: 'PATCH', body: video(), signal: controller.signal, onUploadProgress: (share) => share === 1 && controller.abort() });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    await expect(apiRequest(LESSON, { method: 'PATCH', body: video(), signal: controller.signal, onUploadProgress: () => {} })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
