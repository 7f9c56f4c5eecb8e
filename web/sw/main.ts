import { createOffline, FORGET_PERSONAL, KEEP_LANGUAGE, type Shell } from './offline';
import { openPage, showPush } from './push';

/**
 * The site's service worker, served at /sw.js with scope / (vite.config.ts serviceWorker() bundles
 * this folder into that one classic script; the server sends it no-cache, so a new build reaches
 * every browser at its next visit). Registered for every reader once a page has loaded
 * (web/lib/service-worker.ts). One concern per module, each adding its listeners here: Web Push
 * (./push.ts) and reading offline (./offline.ts).
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

/** Handed in by vite.config.ts serviceWorker(): the build's name and its app shell. */
declare const __IPAK_BUILD__: string;
declare const __IPAK_PRECACHE__: Shell;

const offline = createOffline({
  caches: sw.caches,
  fetch: (request) => fetch(request),
  origin: sw.location.origin,
  build: __IPAK_BUILD__,
  // The common files at install; the reader's language's dictionaries when a page names it (KEEP_LANGUAGE).
  shell: __IPAK_PRECACHE__,
});

// A new version takes over at once. The pages open then keep working: the caches of the build that
// made a saved page stay while that page is saved (offline.ts activate), and the shell is the new one's.
sw.addEventListener('install', (event) => event.waitUntil(offline.install().then(() => sw.skipWaiting())));
sw.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      await offline.activate();
      await sw.clients.claim();
      // A first visit's page was loaded before the worker ran: saved now, if it is of a kind kept.
      const windows = await sw.clients.matchAll({ type: 'window' });
      await offline.saveOpenPages(windows.map((w) => w.url));
    })(),
  ),
);

sw.addEventListener('fetch', (event) => {
  const answer = offline.answer(event.request, (promise) => event.waitUntil(promise));
  if (answer) event.respondWith(answer);
});

sw.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; language?: unknown } | null;
  if (message?.type === FORGET_PERSONAL) event.waitUntil(offline.forgetPersonal());
  if (message?.type === KEEP_LANGUAGE) event.waitUntil(offline.keepLanguage(message.language));
});

sw.addEventListener('push', (event) => event.waitUntil(showPush(sw.registration, event.data)));

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(sw.clients, sw.location.origin, (event.notification.data as { url?: unknown } | null)?.url));
});
