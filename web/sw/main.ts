import { openPage, showPush } from './push';

/**
 * The site's service worker, served at /sw.js with scope / (vite.config.ts serviceWorker() bundles
 * this folder into that one classic script; the server sends it no-cache, so a new build reaches
 * every browser at its next visit). Registered when the reader turns push on
 * (web/features/push). One concern per module, each adding its listeners here: today Web Push
 * (./push.ts); offline caching would be another module beside it (its install and fetch listeners).
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

// A new version takes over at once: it only shows notifications, nothing a page depends on.
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('push', (event) => event.waitUntil(showPush(sw.registration, event.data)));

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(sw.clients, sw.location.origin, (event.notification.data as { url?: unknown } | null)?.url));
});
