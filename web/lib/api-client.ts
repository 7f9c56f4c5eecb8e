import { STORAGE_KEYS } from '@shared/constants';
import type { ApiPaths } from './api-paths.generated';

/**
 * An API address the server has, for the method: the routes of the OpenAPI document
 * (./api-paths.generated.ts, `npm run docs:api`), a path parameter filled in, a query string allowed.
 * A route renamed on the server fails the type check of every call that still names the old one.
 */
export type ApiPath<M extends keyof ApiPaths = keyof ApiPaths> = ApiPaths[M] | `${ApiPaths[M]}?${string}`;

/**
 * The only fetch wrapper. It adds the bearer token and follows the token-refresh rules of spec §4:
 * a 401, with an access token stored and the request not yet retried, triggers one refresh; while it
 * runs, other failing requests queue; on success all of them are retried once with the new token;
 * on failure all are rejected. With no refresh token stored the request fails with
 * 'Refresh token is missing'. A refused refresh means the session has ended (signed out elsewhere,
 * a reused refresh token, a new password, a blocked user): the tab signs out (onSessionEnded).
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

/** The browser's storage, or null where there is none (a server rendering the page). */
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The claims of an access token as the client may read them (unverified: the server checks the token). */
function tokenClaims(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const tokenStore = {
  get access(): string | null {
    const v = storage()?.getItem(STORAGE_KEYS.access);
    return v && v !== 'undefined' ? v : null;
  },
  get refresh(): string | null {
    const v = storage()?.getItem(STORAGE_KEYS.refresh);
    return v && v !== 'undefined' ? v : null;
  },
  /**
   * Who is asking, known without a request: the user guid the access token names (its `sub`), or
   * 'anonymous'. Answers that depend on the viewer (a product's saved state) are cached under it, so
   * a page can ask for its data at once instead of waiting for the profile.
   */
  get viewer(): string {
    const sub = tokenClaims(this.access)?.sub;
    return typeof sub === 'string' ? sub : 'anonymous';
  },
  /** The session the access token belongs to (its `sid`), or null: what lives as long as a session (a browser's push subscription) is renewed when it changes. */
  get session(): string | null {
    const sid = tokenClaims(this.access)?.sid;
    return typeof sid === 'string' ? sid : null;
  },
  set(access: string, refresh?: string) {
    storage()?.setItem(STORAGE_KEYS.access, access);
    if (refresh) storage()?.setItem(STORAGE_KEYS.refresh, refresh);
  },
  clear() {
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

/** One refresh at a time: concurrent callers share the same promise (the queue of §4). */
function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refresh = tokenStore.refresh;
    if (!refresh) {
      // Asked to refresh with nothing to refresh with: whatever session this tab had is over.
      if (tokenStore.access) sessionEnded();
      throw new ApiError(401, 'auth.refresh_missing', 'Refresh token is missing');
    }
    const res = await transport('/api/users/accounts/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    }).catch(() => {
      // Offline is not a lost session: the tokens stay for the next try.
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    });
    if (!res.ok) {
      const error = await toApiError(res);
      // Refused: the session has ended, so the tab signs out (unless someone signed in meanwhile:
      // that newer session is not this one). A server fault leaves the session for a later try.
      if (res.status < 500 && tokenStore.refresh === refresh) sessionEnded();
      throw error;
    }
    const data = (await res.json()) as { access: string; refresh?: string };
    tokenStore.set(data.access, data.refresh);
    return data.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * For callers that authenticate outside fetch (the chat sockets, refused with close code 4401): a
 * fresh access token through the same single refresh queue. When another caller already replaced
 * the refused token, that newer token is used instead of spending the single-use refresh token again.
 */
export function ensureFreshAccessToken(rejected: string | null = null): Promise<string> {
  const stored = tokenStore.access;
  if (stored && rejected && stored !== rejected) return Promise.resolve(stored);
  return refreshAccessToken();
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
  return transport(path, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body, signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}) }).catch((err: unknown) => {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  });
}

export async function apiRequest<T>(path: ApiPath, opts: RequestOptions = {}): Promise<T> {
  const token = tokenStore.access;
  let res = await send(path, opts, token);
  if (res.status === 401 && token) {
    // Retried at most once. If another request already refreshed meanwhile, use its token rather
    // than spending the (rotated, single-use) refresh token a second time.
    const stored = tokenStore.access;
    const fresh = stored && stored !== token ? stored : await refreshAccessToken();
    res = await send(path, opts, fresh);
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
