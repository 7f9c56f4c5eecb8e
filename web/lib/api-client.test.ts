import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { apiRequest, onSessionEnded, pageQuery, tokenStore, type ApiPath } from './api-client';
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
let storage: ReturnType<typeof memoryStorage>;
let ended: ReturnType<typeof vi.fn<() => void>>;
let off: () => void;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  tokenStore.set('access-1', 'refresh-1');
  ended = vi.fn<() => void>();
  off = onSessionEnded(ended);
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

/** The API refuses the access token; the refresh endpoint answers `refresh`. */
function serve(refresh: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/accounts/refresh/')) return refresh();
    return json(401, { code: 'auth.session_ended', message: 'Sessiya yakunlandi, qaytadan kiring' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api-client: a session the server has ended', () => {
  it('a refused refresh signs the tab out: tokens gone, listeners told, the request rejected', async () => {
    serve(() => json(401, { code: 'auth.refresh_reused', message: 'Sessiya xavfsizlik sababli yopildi' }));
    await expect(apiRequest('/api/users/accounts/me/')).rejects.toMatchObject({ status: 401, code: 'auth.refresh_reused' });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(storage.map.has(STORAGE_KEYS.access)).toBe(false);
    expect(storage.map.has(STORAGE_KEYS.refresh)).toBe(false);
  });

  it('a server fault or no network during the refresh keeps the session for a later try', async () => {
    serve(() => json(503, { code: 'internal_error', message: 'x' }));
    await expect(apiRequest('/api/ping')).rejects.toMatchObject({ status: 503 });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/ping')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(ended).not.toHaveBeenCalled();
    expect(tokenStore.refresh).toBe('refresh-1');
  });

  it('does not sign out a session begun while the refused refresh was on its way', async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const request = apiRequest('/api/ping');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    tokenStore.set('access-new', 'refresh-new');
    answer(json(401, { code: 'auth.invalid_refresh', message: 'x' }));
    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    expect(tokenStore.refresh).toBe('refresh-new');
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
