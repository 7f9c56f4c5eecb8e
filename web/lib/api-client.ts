import { SESSION_COOKIE_HEADER, STORAGE_KEYS, VIEWER_HEADER } from '@shared/constants';
import type { ApiPaths } from './api-paths.generated';

/**
 * An API address the server has, for the method: the routes of the OpenAPI document
 * (./api-paths.generated.ts, `npm run docs:api`), a path parameter filled in, a query string allowed.
 * A route renamed on the server fails the type check of every call that still names the old one.
 */
export type ApiPath<M extends keyof ApiPaths = keyof ApiPaths> = ApiPaths[M] | `${ApiPaths[M]}?${string}`;

/**
 * The only fetch wrapper; an upload whose progress is shown goes through it too, by XMLHttpRequest
 * (RequestOptions.onUploadProgress). It adds the bearer token and follows the token-refresh rules of spec §4:
 * a 401, with an access token held and the request not yet retried, triggers one refresh; while it
 * runs, other failing requests queue; on success all of them are retried once with the new token;
 * on failure all are rejected. With no session to refresh the request fails with
 * 'Refresh token is missing'. A refused refresh means the session has ended (signed out elsewhere,
 * a reused refresh token, a new password, a blocked user): the tab signs out (onSessionEnded).
 *
 * Where the tokens live (issue 38, docs/security.md "Sessions"): the access token in this module's
 * memory only, the refresh token in an HttpOnly cookie sent only to the refresh route (the web app
 * asks for it with `X-Ipak-Session: cookie` on the accounts routes), so no script on the page can read
 * either from storage. What local storage keeps is only that a session exists and whose it is
 * (SESSION_KEY: the user's guid, not a secret), so a page knows at once that its reader is signed in,
 * the first request of a new tab fetches the access token with the cookie, and other tabs hear of a
 * sign-in or sign-out (the storage event).
 */

interface ApiErrorBody {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per field, a validation message code. */
    readonly errors: Record<string, string> = {},
    /** What the code's text needs, e.g. {minutes: 5}. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_ERROR_MESSAGE = "Internet aloqasini tekshiring va qayta urinib ko'ring";

/** The browser's storage, or null where there is none (a server rendering the page) or it is blocked. */
const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The claims of an access token as the client may read them (unverified: the server checks the token). */
function tokenClaims(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const SESSION_KEY = STORAGE_KEYS.session;
const GUID = /^[\w-]+$/;
const subOf = (token: string | null): string | null => {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' && GUID.test(sub) ? sub : null;
};

/** This tab's access token: in memory only, gone with the tab (a new tab asks the refresh cookie for one). */
let accessToken: string | null = null;
/**
 * A refresh token an older build left in local storage: spent once on the first refresh, which moves
 * the session into the cookie, and forgotten (the storage keys are emptied at once).
 */
let legacyRefresh: string | null = null;

/** The user whose session this browser holds (SESSION_KEY), taking over an older build's stored tokens once. */
function storedViewer(): string | null {
  const store = storage();
  if (!store) return null;
  const viewer = store.getItem(SESSION_KEY);
  if (viewer && GUID.test(viewer)) return viewer;
  const oldRefresh = store.getItem(STORAGE_KEYS.refresh);
  if (!oldRefresh || oldRefresh === 'undefined') return null;
  const oldViewer = subOf(store.getItem(STORAGE_KEYS.access));
  store.removeItem(STORAGE_KEYS.access);
  store.removeItem(STORAGE_KEYS.refresh);
  if (!oldViewer) return null;
  legacyRefresh = oldRefresh;
  store.setItem(SESSION_KEY, oldViewer);
  return oldViewer;
}

export const tokenStore = {
  get access(): string | null {
    return accessToken;
  },
  /** Signed in, as far as this browser knows without a request (the access token may still have to be fetched). */
  get signedIn(): boolean {
    return accessToken !== null || storedViewer() !== null;
  },
  /**
   * Who is asking, known without a request: the user guid of the session (the access token's `sub`,
   * or SESSION_KEY before this tab has one), or 'anonymous'. Answers that depend on the viewer (a
   * product's saved state) are cached under it, so a page can ask for its data at once instead of
   * waiting for the profile.
   */
  get viewer(): string {
    return subOf(accessToken) ?? storedViewer() ?? 'anonymous';
  },
  /** The session the access token belongs to (its `sid`), or null: what lives as long as a session (a browser's push subscription) is renewed when it changes. */
  get session(): string | null {
    const sid = tokenClaims(accessToken)?.sid;
    return typeof sid === 'string' ? sid : null;
  },
  /** A new access token of the session (sign-in, sign-up, refresh): kept in memory; its user is the session's. */
  set(access: string) {
    accessToken = access;
    const viewer = subOf(access);
    if (viewer && storage()?.getItem(SESSION_KEY) !== viewer) storage()?.setItem(SESSION_KEY, viewer);
  },
  clear() {
    accessToken = null;
    legacyRefresh = null;
    storage()?.removeItem(SESSION_KEY);
    storage()?.removeItem(STORAGE_KEYS.access);
    storage()?.removeItem(STORAGE_KEYS.refresh);
  },
};

/**
 * How a request leaves: the browser's fetch of a path on this site. Where there is no page origin (a
 * server rendering the page, a test), whoever renders hands in its own way to reach the API.
 */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);
export function setTransport(next: Transport) {
  transport = next;
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
  /** Outlives the page (fetch keepalive): a last report sent as the tab is closed or hidden. */
  keepalive?: boolean;
  /**
   * Told the share (0..1) of the body sent so far: a video upload's progress bar. Fetch cannot report
   * it, so such a request goes by XMLHttpRequest (withUploadProgress), under the same rules.
   */
  onUploadProgress?: (share: number) => void;
}

let refreshing: Promise<string> | null = null;

const sessionEndedListeners = new Set<() => void>();

/**
 * Called when the server has ended this tab's session: a refresh was refused (signed out elsewhere,
 * a reused refresh token, a new password, the user blocked), or a chat socket was closed as signed
 * out. The app signs out cleanly there (auth's endSession: tokens, cache and personal storage go).
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** The session is over: the tokens go and whoever listens (the app) signs out. */
export function sessionEnded(): void {
  tokenStore.clear();
  for (const listener of sessionEndedListeners) listener();
}

/**
 * Another tab of this browser signed in or out (the storage event on SESSION_KEY): signed out there
 * ends the session here too (onSessionEnded); another person signed in there means this tab's token
 * and everything it shows are someone else's now, so `onOtherPerson` runs (the app reloads the page
 * as the new person). A sign-in over an anonymous tab needs nothing: its next request fetches the
 * token with the new cookie. Returns the way to stop listening.
 */
export function watchOtherTabs(onOtherPerson: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    // Whose session this tab was in: its token's, or (not fetched yet) the one the other tab replaced.
    const before = subOf(accessToken) ?? (event.key === SESSION_KEY ? event.oldValue : null);
    const now = storage()?.getItem(SESSION_KEY) ?? null;
    if (!before || now === before) return;
    if (now === null) return sessionEnded();
    accessToken = null;
    onOtherPerson();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const ACCOUNTS_API = '/api/users/accounts/';
/** Telegram's sign-in (issue 41) answers a session as the sign-in does: its refresh token into the cookie too. */
const TELEGRAM_SIGN_IN_POLL_API = '/api/telegram/sign-in/poll/';
const REFRESH_PATH = '/api/users/accounts/refresh/';
/** The name under which tabs of this browser take turns to refresh: the cookie rotates, so one at a time sends it. */
const REFRESH_LOCK = 'ipak:refresh';

/** Runs `task` while holding the browser-wide refresh lock where the browser has Web Locks (else at once). */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

/**
 * One refresh at a time: concurrent callers of this tab share the same promise (the queue of §4), and
 * tabs of this browser take turns (oneTabAtATime), each sending the cookie the previous one left.
 */
function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const viewer = storedViewer();
    if (!viewer) {
      // Asked to refresh with no session to refresh: whatever session this tab had is over.
      if (accessToken) sessionEnded();
      throw new ApiError(401, 'auth.refresh_missing', 'Refresh token is missing');
    }
    const res = await oneTabAtATime(() =>
      transport(REFRESH_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_COOKIE_HEADER]: 'cookie' },
        // An older build's stored refresh token, once; after that the cookie.
        body: JSON.stringify(legacyRefresh ? { refresh: legacyRefresh } : {}),
      }),
    ).catch(() => {
      // Offline is not a lost session: it stays for the next try.
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    });
    legacyRefresh = null;
    if (!res.ok) {
      const error = await toApiError(res);
      // Refused: the session has ended, so the tab signs out (unless someone signed in meanwhile:
      // that newer session is not this one). A server fault leaves the session for a later try.
      if (res.status < 500 && storedViewer() === viewer) sessionEnded();
      throw error;
    }
    const data = (await res.json()) as { access: string };
    tokenStore.set(data.access);
    return data.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * For callers that authenticate outside apiRequest (the chat sockets, refused with close code 4401):
 * a fresh access token through the same single refresh queue. When another caller already replaced
 * the refused token, that newer token is used instead of refreshing again.
 */
export function ensureFreshAccessToken(rejected: string | null = null): Promise<string> {
  const held = accessToken;
  if (held && held !== rejected) return Promise.resolve(held);
  return refreshAccessToken();
}

/**
 * The token to send: the one in memory, or (a new tab of a signed-in browser) one fetched with the
 * refresh cookie first. Null when there is no session, when the session turns out to be over (the
 * request goes anonymous, and a personal one gets its 401), or when the network is down (the request
 * then names its viewer for the service worker's saved copies).
 */
async function tokenToSend(): Promise<string | null> {
  if (accessToken || !storedViewer()) return accessToken;
  try {
    return await refreshAccessToken();
  } catch (err) {
    // Refused (the tab has signed out), a server fault or no network: the request goes without one.
    if (err instanceof ApiError) return null;
    throw err;
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody>;
    return new ApiError(res.status, body.code ?? 'error', body.message ?? res.statusText, body.errors ?? {}, body.params);
  } catch {
    return new ApiError(res.status, 'unknown_error', res.statusText || 'Xatolik yuz berdi');
  }
}

function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  else {
    const viewer = storedViewer();
    if (viewer) headers[VIEWER_HEADER] = viewer;
  }
  // The web app's session: its refresh token goes to and comes from the HttpOnly cookie, never the JSON.
  if (path.startsWith(ACCOUNTS_API) || path === TELEGRAM_SIGN_IN_POLL_API) headers[SESSION_COOKIE_HEADER] = 'cookie';
  const init = { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body, signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}) };
  return (opts.onUploadProgress ? withUploadProgress(path, init, opts.onUploadProgress) : transport(path, init)).catch((err: unknown) => {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  });
}

/**
 * The browser's XMLHttpRequest in fetch's shape, for a request whose upload progress is asked for
 * (sent from a page only, so not through a rendering server's transport): it answers a Response and
 * fails as fetch does (a TypeError, an AbortError when `init.signal` aborts it), so the token, refresh
 * and error rules of apiRequest apply to it unchanged.
 */
function withUploadProgress(path: string, init: RequestInit & { headers: Record<string, string> }, onProgress: (share: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    const aborted = () => new DOMException('The request was aborted', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', path);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    // An empty answer (a 204) is a Response without a body.
    xhr.onload = () => resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(aborted());
    xhr.send((init.body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}

export async function apiRequest<T>(path: ApiPath, opts: RequestOptions = {}): Promise<T> {
  // A token held is sent at once, in the caller's task: a keepalive report sent as the tab closes
  // (pagehide) must leave before the page is gone, with no wait in between.
  const token = accessToken || !storedViewer() ? accessToken : await tokenToSend();
  let res = await send(path, opts, token);
  if (res.status === 401 && token) {
    // Retried at most once. If another request already refreshed meanwhile, use its token rather
    // than spending the (rotated, single-use) refresh token a second time.
    res = await send(path, opts, await ensureFreshAccessToken(token));
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: ApiPath<'get'>, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: ApiPath<'post'>, body?: Body) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  patch: <T>(path: ApiPath<'patch'>, body?: Body) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  put: <T>(path: ApiPath<'put'>, body?: Body, opts?: Pick<RequestOptions, 'keepalive'>) => apiRequest<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: ApiPath<'delete'>) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** A list's page as its query: none for the first page. */
export const pageQuery = (page: number): Record<string, number> => (page > 1 ? { page } : {});

/** Absolute URL of a stored media key ('/media/...' paths pass through). */
export const mediaUrl = (key: string | null | undefined): string | undefined => (key ? (key.startsWith('/') ? key : `/media/${key}`) : undefined);
