/**
 * The site's service worker (/sw.js, built from web/sw): one registration, scope the whole site, for
 * every reader: it keeps the app shell and the last pages read for reading offline, and shows Web
 * Push notifications (web/features/push subscribes through this same registration). Browser only:
 * called after the page has loaded, never during render.
 */

/** Served by the server at the site's root, so its scope is the whole site. */
const SERVICE_WORKER_URL = '/sw.js';
/** The copies of the reader's own data the worker keeps (web/sw/offline.ts PERSONAL_CACHE). */
const PERSONAL_CACHE = 'ipak-personal';
/** What the worker is told when they must go (web/sw/offline.ts FORGET_PERSONAL). */
const FORGET_PERSONAL = 'ipak:forget-personal';

const serviceWorkerSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The worker's address parameter naming the reader's language (web/sw/offline.ts WORKER_LANGUAGE_PARAM). */
const WORKER_LANGUAGE_PARAM = 'lang';

/**
 * Registers the worker (again: the browser keeps one registration and checks /sw.js for a new version),
 * with the page's language in its address: the worker keeps that language's dictionaries only, and a
 * reader who changes language gets a worker with the new one's at the next page.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const address = `${SERVICE_WORKER_URL}?${WORKER_LANGUAGE_PARAM}=${encodeURIComponent(document.documentElement.lang || 'uz')}`;
  return navigator.serviceWorker.register(address, { scope: '/', updateViaCache: 'none' });
}

/** Registers the worker once the page has loaded (its first requests have had the network to themselves). */
export function registerServiceWorkerAfterLoad(): void {
  if (!serviceWorkerSupported()) return;
  const register = () => void registerServiceWorker().catch((err: unknown) => console.warn('[sw] registration failed', err));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Someone signs in or out in this browser: the worker's copies of the previous reader's data (chats,
 * profile, their pictures) go at once, and the worker is told, so an answer it is still fetching for
 * that reader is not kept either.
 */
export async function forgetPersonalCopies(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL_CACHE).catch(() => false);
  if (!serviceWorkerSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  for (const worker of [registration?.active, registration?.waiting, registration?.installing]) worker?.postMessage({ type: FORGET_PERSONAL });
}
