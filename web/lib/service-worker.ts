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

/** What the worker is told of the reader's language (web/sw/offline.ts KEEP_LANGUAGE). */
const KEEP_LANGUAGE = 'ipak:keep-language';

/**
 * Registers the worker (again: the browser keeps one registration and checks /sw.js for a new version),
 * then tells it the page's language once it runs: it keeps that language's dictionaries in its shell
 * only, so a reader who changes language has the new one's from the next page on. One address for
 * every language: a new address would install another worker at each change.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const language = document.documentElement.lang || 'uz';
  void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: KEEP_LANGUAGE, language }));
  return registration;
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
