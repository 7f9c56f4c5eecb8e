import { VIEWER_HEADER } from '@shared/constants';
/**
 * Reading offline (issue 27): the service worker keeps the app shell and the last pages read, and
 * answers from them when the network does not.
 *
 * - At install: the app shell (the build's entry, app, stylesheets, fonts, dictionaries and the code
 *   of the pages kept: vite.config.ts serviceWorker() hands the list in) and the offline page.
 * - /assets/* (content-hashed, never change): from the cache, else fetched and kept.
 * - A page (a navigation): from the network, waiting at most a few seconds before answering with the
 *   saved copy of that page; a page of the kinds kept (home, a news article, a course page with its
 *   lesson, a certificate, a product, the chat list and a chat) is saved, the last PAGE_LIMIT of them. A saved copy is marked
 *   (`<html data-offline="saved">`) so the page can say so; with no saved copy and no network the
 *   reader is led to the offline page, which opens the page again once the network is back.
 * - The API answers those pages read in the browser (news, courses, a product and its comments, the
 *   reader's chats and profile) and the pictures: kept the same way, the last DATA_LIMIT of them.
 *
 * Personal answers (any request carrying the reader's token, and pictures on the reader's own pages)
 * are kept apart, in PERSONAL_CACHE, under the user the token names: another person's request never
 * matches them, and the web app empties that cache when anyone signs in or out (web/lib/service-worker.ts).
 * Offline, the app cannot fetch its token (it lives in memory, fetched with the refresh cookie): its
 * requests then name their user in VIEWER_HEADER, which finds that person's copies again.
 * Never kept: anything but GET, the accounts API (sign-in, tokens) except the reader's own profile,
 * uploads other than pictures, and answers that are not a plain 200.
 */

/** How many pages are kept, and how many API answers and pictures (in each of the public and personal caches). */
export const PAGE_LIMIT = 30;
const DATA_LIMIT = 150;
/** How long a page waits for the network before the saved copy is shown (a slow phone network). */
const NETWORK_TIMEOUT_MS = 4000;

export const PAGES_CACHE = 'ipak-pages';
export const DATA_CACHE = 'ipak-data';
export const PERSONAL_CACHE = 'ipak-personal';
export const shellCache = (build: string) => `ipak-shell-${build}`;
const assetsCache = (build: string) => `ipak-assets-${build}`;
/** The build a saved page was made with (so its scripts and stylesheets are kept while it is). */
export const BUILD_HEADER = 'x-ipak-build';

/** The offline page (@shared/paths offlinePath, written out: the paths module would triple the worker; a test holds the two together). */
export const OFFLINE_PATH = '/offline/';

/**
 * The pages kept for reading offline: the home page, a news article, a course page (?lesson= is its
 * lesson), a course certificate, a product's page (issue 40), the chat list and a chat.
 */
const KEPT_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/news\/details\/[^/]+\/$/,
  /^\/courses\/details\/[^/]+\/$/,
  /^\/courses\/certificates\/[^/]+\/$/,
  /^\/online-shop\/details\/[^/]+\/$/,
  /^\/messaging\/?$/,
  /^\/profile\/messages\/$/,
];
/**
 * The reader's own profile (`/api/users/accounts/{ME_GUID}/`, @shared/constants, written out as the
 * offline path is; a test holds them together): the chat list needs to know whose it is.
 */
export const OWN_PROFILE_PATH = '/api/users/accounts/00000000-0000-0000-0000-000000000000/';
/**
 * The API reads of those pages: news, courses (a certificate too), a product with its comments and the
 * shop's categories, the chat list and a chat's messages (and the profile that says whose they are).
 */
const KEPT_API: readonly RegExp[] = [
  /^\/api\/news\//,
  /^\/api\/courses\//,
  /^\/api\/shop\/product\/[^/]+\/$/,
  /^\/api\/shop\/comments\/[^/]+\/?$/,
  /^\/api\/shop\/categories\/$/,
  /^\/api\/messenger\/chats\/$/,
  /^\/api\/messenger\/chats\/[^/]+\/$/,
];
/** Only these of the accounts API, and only for its own user (personal). */
const ACCOUNTS_API = /^\/api\/users\/accounts\//;
const IMAGE = /\.(avif|webp|jpe?g|png|gif|svg)$/i;
/** The reader's own pages: pictures shown there may be personal (a picture sent in a chat). */
const PERSONAL_PAGES = /^\/(messaging|profile)(\/|$)/;

export type Route =
  | { kind: 'asset' }
  | { kind: 'page'; keep: boolean }
  | { kind: 'data'; personal: string | null }
  | { kind: 'skip' };

type RequestLike = Pick<Request, 'method' | 'url' | 'mode' | 'headers' | 'referrer'>;

/** The user an access token names (its `sub`, unverified: it only keeps one person's copies apart from another's), or null. */
export function tokenUser(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return null;
  try {
    const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const sub = (JSON.parse(atob(part)) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[\w-]+$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Whose personal copies a request may be answered with: the user its token names, or, for a request
 * of the web app that could not fetch its token (offline: it sends VIEWER_HEADER instead), the user it
 * names. The second only picks copies this browser already keeps for that person; it opens nothing on
 * the server, which ignores the header.
 */
function requestUser(headers: Headers): string | null {
  if (headers.has('authorization')) return tokenUser(headers.get('authorization'));
  const viewer = headers.get(VIEWER_HEADER);
  return viewer && /^[\w-]+$/.test(viewer) ? viewer : null;
}

/** What the worker does with a request. */
export function routeOf(request: RequestLike, origin: string): Route {
  if (request.method !== 'GET') return { kind: 'skip' };
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'skip' };
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/assets/')) return { kind: 'skip' };
    return { kind: 'page', keep: KEPT_PAGES.some((p) => p.test(path)) };
  }
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  const user = requestUser(request.headers);
  if (path.startsWith('/api/')) {
    // Of the accounts API only the reader's own profile, with the reader's token: sign-in and tokens never.
    if (ACCOUNTS_API.test(path)) return path === OWN_PROFILE_PATH && user ? { kind: 'data', personal: user } : { kind: 'skip' };
    if (!KEPT_API.some((p) => p.test(path))) return { kind: 'skip' };
    if (request.headers.has('authorization') && !user) return { kind: 'skip' };
    return { kind: 'data', personal: user };
  }
  if (path.startsWith('/media/') && IMAGE.test(path)) {
    let from = '';
    try {
      from = request.referrer ? new URL(request.referrer).pathname : '';
    } catch {
      from = '';
    }
    if (!PERSONAL_PAGES.test(from)) return { kind: 'data', personal: null };
    return user ? { kind: 'data', personal: user } : { kind: 'skip' };
  }
  return { kind: 'skip' };
}

/** Where a personal answer is kept: under its user, so a request of another person never matches it. */
export const personalKey = (url: string, user: string, origin: string) => {
  const u = new URL(url);
  return `${origin}/__personal/${user}${u.pathname}${u.search}`;
};

/** A saved page as it is shown: marked, so the page can tell the reader it is a saved copy. */
async function markedAsSaved(response: Response): Promise<Response> {
  const html = (await response.text()).replace(/<html(\s|>)/, '<html data-offline="saved"$1');
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
}

/** The offline page for the address asked for (a same-site path, with its query). */
const offlineRedirect = (origin: string, url: string) => {
  const u = new URL(url);
  return Response.redirect(`${origin}${OFFLINE_PATH}?from=${encodeURIComponent(`${u.pathname}${u.search}`)}`, 302);
};

/** Keeps the newest `limit` entries of a cache (its keys are in the order they were put). */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** Puts an answer as the newest entry of a cache, then trims it. */
async function keep(cache: Cache, key: RequestInfo, response: Response, limit: number): Promise<void> {
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  await trim(cache, limit);
}

/** A copy of a page's answer stamped with the build that saved it (its body as read: no encoding left to undo). */
function stamped(response: Response, build: string): Response {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary', 'set-cookie']) headers.delete(name);
  headers.set(BUILD_HEADER, build);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const keepable = (response: Response) => response.status === 200 && response.type === 'basic' && !response.redirected;

/** The build's app shell (vite.config.ts shellFiles): the files every reader needs, and each language's dictionaries. */
export interface Shell {
  common: readonly string[];
  dictionaries: Readonly<Record<string, readonly string[]>>;
}

/**
 * What the page tells the worker once it runs: the reader's language, whose dictionaries it keeps in
 * the shell (web/lib/service-worker.ts). A message, not a second worker: the worker's address stays
 * /sw.js, so a change of language never installs a worker while another waits to take over (with
 * several installs queued, Chromium held a page's navigation until the older worker let go).
 */
export const KEEP_LANGUAGE = 'ipak:keep-language';

/** The dictionaries of a language, or Uzbek's for a language the build does not have. */
export const dictionariesFor = (dictionaries: Shell['dictionaries'], language: unknown): readonly string[] =>
  (typeof language === 'string' && Object.hasOwn(dictionaries, language) ? dictionaries[language] : dictionaries.uz) ?? [];

export interface OfflineDeps {
  caches: CacheStorage;
  fetch(request: Request): Promise<Response>;
  origin: string;
  build: string;
  /** The app shell: its common files, kept at install, and each language's dictionaries, kept for the reader's language when the page names it. */
  shell: Shell;
  timeoutMs?: number;
}

/** Keeps the worker alive for work that finishes after the answer (the fetch event's waitUntil). */
type Later = (promise: Promise<unknown>) => void;

/** The network's answer to a request; a keepable one is saved too (a failure to save loses nothing but the copy). */
function fetchAndSave(deps: Pick<OfflineDeps, 'fetch'>, request: Request, save: (response: Response) => Promise<void>): Promise<Response> {
  return deps.fetch(request).then(async (response) => {
    if (keepable(response)) await save(response.clone()).catch(() => undefined);
    return response;
  });
}

/** How a strategy finds, saves and does without a copy of an answer. */
interface Copies {
  saved(): Promise<Response | undefined>;
  save(response: Response): Promise<void>;
  missing(): Response | Promise<Response>;
}

/**
 * The network's answer, or after `timeoutMs` the saved one if there is one (the network's, when it
 * comes, is still saved); with no network at all, the saved one or `missing`.
 */
async function networkFirst(deps: Pick<OfflineDeps, 'fetch'>, timeoutMs: number, request: Request, later: Later, { saved, save, missing }: Copies): Promise<Response> {
  const network = fetchAndSave(deps, request, save);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), timeoutMs)));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const copy = await saved();
    if (copy) {
      later(network.catch(() => undefined));
      return copy;
    }
    return await network;
  } catch {
    return (await saved()) ?? (await missing());
  } finally {
    clearTimeout(timer);
  }
}

/** The app shell's common files and the offline page, kept at install. */
async function installShell({ caches, build, shell }: OfflineDeps): Promise<void> {
  const cache = await caches.open(shellCache(build));
  await cache.addAll([...shell.common, OFFLINE_PATH]);
}

/** The caches of older builds go, except those a saved page still needs (its scripts and stylesheets). */
async function removeOldCaches({ caches, build }: OfflineDeps): Promise<void> {
  const needed = new Set([build]);
  const pages = await caches.open(PAGES_CACHE);
  for (const key of await pages.keys()) {
    const saved = await pages.match(key);
    const made = saved?.headers.get(BUILD_HEADER);
    if (made) needed.add(made);
  }
  const current = new Set([PAGES_CACHE, DATA_CACHE, PERSONAL_CACHE, ...[...needed].flatMap((b) => [shellCache(b), assetsCache(b)])]);
  for (const name of await caches.keys()) if (name.startsWith('ipak-') && !current.has(name)) await caches.delete(name);
}

/**
 * The reader's language's dictionaries join the shell (only those it lacks: every page load posts
 * the language, and a phone should not fetch them again each time); another language's leave it.
 * One message at a time, in the order posted, so the language posted last is the one kept.
 */
function languageKeeper({ caches, build, origin, shell }: OfflineDeps): (language: unknown) => Promise<void> {
  /** The language work queued so far: every page posts its language, and two pages may post two at once. */
  let languageWork: Promise<void> = Promise.resolve();
  return (language) => {
    const work = languageWork.then(async () => {
      const wanted = dictionariesFor(shell.dictionaries, language);
      const cache = await caches.open(shellCache(build));
      const kept = new Set((await cache.keys()).map((request) => request.url));
      const missing = wanted.filter((url) => !kept.has(new URL(url, origin).href));
      if (missing.length > 0) await cache.addAll(missing);
      const others = Object.values(shell.dictionaries)
        .flat()
        .filter((url) => !wanted.includes(url));
      for (const url of others) await cache.delete(new URL(url, origin).href);
    });
    // A failure (offline: the dictionaries cannot be fetched) is this message's, not the next one's.
    languageWork = work.catch(() => undefined);
    return work;
  };
}

/** An asset (content-hashed): from the cache, else fetched and kept in the build's assets cache. */
async function cachedAsset({ caches, build, fetch }: OfflineDeps, request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) {
    const cache = await caches.open(assetsCache(build));
    await cache.put(request, response.clone());
  }
  return response;
}

/** How a page is found, saved (the kinds kept, HTML only, stamped with the build) and done without (the offline page). */
function pageCopies({ caches, build, origin }: OfflineDeps, request: Request, kept: boolean): Copies {
  const path = new URL(request.url).pathname;
  return {
    saved: async () => {
      const copy = (await (await caches.open(PAGES_CACHE)).match(request, { ignoreVary: true })) ?? (path === OFFLINE_PATH ? await (await caches.open(shellCache(build))).match(OFFLINE_PATH, { ignoreSearch: true }) : undefined);
      return copy && (path === OFFLINE_PATH ? copy : markedAsSaved(copy));
    },
    save: async (response) => {
      if (!kept || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
      await keep(await caches.open(PAGES_CACHE), request.url, stamped(response, build), PAGE_LIMIT);
    },
    // The offline page itself is never missing (it is part of the shell): no leading to it from itself.
    missing: () => (path === OFFLINE_PATH ? new Response('', { status: 503 }) : offlineRedirect(origin, request.url)),
  };
}

/**
 * The pages of the kinds kept that are open now and were loaded before the worker ran (a first
 * visit): saved now, so the first article read is there offline too.
 */
async function saveOpenPages({ caches, build, origin, fetch }: OfflineDeps, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const url of urls) {
    const route = routeOf({ method: 'GET', url, mode: 'navigate', headers: new Headers(), referrer: '' }, origin);
    if (route.kind !== 'page' || !route.keep || (await cache.match(url, { ignoreVary: true }))) continue;
    const response = await fetch(new Request(url, { credentials: 'same-origin' })).catch(() => null);
    if (response && keepable(response) && (response.headers.get('content-type') ?? '').startsWith('text/html')) await keep(cache, url, stamped(response, build), PAGE_LIMIT);
  }
}

/**
 * The offline side of the worker: install (the shell), activate (old caches go), fetch (the
 * strategies above), and forgetting the personal copies.
 */
export function createOffline(deps: OfflineDeps) {
  const { caches, origin } = deps;
  const timeoutMs = deps.timeoutMs ?? NETWORK_TIMEOUT_MS;
  /** Bumped when the personal copies are forgotten: an answer fetched before that is not kept after it. */
  let personalEpoch = 0;

  function data(request: Request, personal: string | null, later: Later): Promise<Response> {
    const name = personal ? PERSONAL_CACHE : DATA_CACHE;
    const key = personal ? personalKey(request.url, personal, origin) : request.url;
    const epoch = personalEpoch;
    const copies: Copies = {
      saved: async () => (await caches.open(name)).match(key, { ignoreVary: true }),
      save: async (response) => {
        if (personal && epoch !== personalEpoch) return;
        await keep(await caches.open(name), key, response, DATA_LIMIT);
      },
      missing: () => Response.error(),
    };
    // Pictures never change under their name: the saved one is as good as the network's.
    if (new URL(request.url).pathname.startsWith('/media/')) return copies.saved().then((copy) => copy ?? fetchAndSave(deps, request, copies.save));
    return networkFirst(deps, timeoutMs, request, later, copies);
  }

  /** The answer to a request, or null for one the worker leaves to the browser. */
  function answer(request: Request, later: Later = () => undefined): Promise<Response> | null {
    const route = routeOf(request, origin);
    switch (route.kind) {
      case 'asset':
        return cachedAsset(deps, request);
      case 'page':
        return networkFirst(deps, timeoutMs, request, later, pageCopies(deps, request, route.keep));
      case 'data':
        return data(request, route.personal, later);
      default:
        return null;
    }
  }

  /** Someone signed in or out in this browser: the personal copies go, and nothing fetched before is kept after. */
  async function forgetPersonal(): Promise<void> {
    personalEpoch++;
    await caches.delete(PERSONAL_CACHE);
  }

  return {
    install: () => installShell(deps),
    keepLanguage: languageKeeper(deps),
    activate: () => removeOldCaches(deps),
    answer,
    forgetPersonal,
    saveOpenPages: (urls: readonly string[]) => saveOpenPages(deps, urls),
  };
}

/** The message the web app posts to the worker when someone signs in or out (web/lib/service-worker.ts). */
export const FORGET_PERSONAL = 'ipak:forget-personal';
