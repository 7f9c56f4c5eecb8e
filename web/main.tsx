import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createRouter } from './app/router';
import { readSsrData } from './app/ssr-data';
import { onSessionEnded, watchOtherTabs } from './lib/api-client';
import { languageFromCookie, loadAreas, rememberLanguage, savedLanguage, setActiveLanguage } from './lib/i18n';
import { languageFromAddress } from '@shared/language';
import { scriptChoiceFromCookie } from './lib/text-script';
import { createQueryClient, hydrateFromServer } from './lib/query-client';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

/**
 * The app: loaded by web/boot.ts (the page's first script) once a server-rendered page has loaded, or
 * at once for a page the browser renders.
 */

// A page the server rendered carries the data it was made from: the cache starts with it, the router
// knows its loaders already ran, and the language is the one the server rendered in.
const ssr = readSsrData();
const queryClient = createQueryClient();
if (ssr) hydrateFromServer(queryClient, ssr.queries);
// The server ended the session (a refused refresh, a chat socket closed as signed out): sign out
// cleanly, as the sign-out button does; the page shows the visitor as anonymous (a guarded page
// sends them to sign-in, a public one stays). Loaded when needed: not part of the first page's script.
onSessionEnded(() => void import('./features/auth/session').then(({ endSession }) => endSession(queryClient)));
// Another tab signed out (the same as above) or signed in as another person: this tab's page and
// cache are the previous person's, so it is drawn again, as the new one.
watchOtherTabs(() => window.location.reload());

// The language is settled before the first render (never read during render), with its dictionary
// loaded, so the first paint speaks the reader's language; after a server render, its language.
// An address in one language (?lang=, what hreflang links to) is the reader's choice from now on.
const linked = languageFromAddress(window.location.search);
if (linked) rememberLanguage(linked);
const saved = savedLanguage();
const language = ssr?.language ?? saved ?? 'uz';
document.documentElement.lang = language;
// The reader's choice of script for people's text: the one the server rendered with, else the cookie's.
const script = ssr ? (ssr.script ?? null) : scriptChoiceFromCookie(document.cookie);
// Set before the router starts: the first page's route loads its dictionaries in this language.
setActiveLanguage(language);
const router = createRouter(queryClient, ssr?.router ?? undefined);
// The address the server wrote the page's absolute links with (PUBLIC_URL), so hydration matches.
const origin = ssr?.origin ?? window.location.origin;
// A choice an older build kept in local storage has just become the cookie the server reads: the page
// is asked for again, once, to arrive in that language (only when the cookie took, so never in a loop).
const reloadForLanguage = ssr !== null && saved !== null && saved !== ssr.language && languageFromCookie(document.cookie) === saved;
if (reloadForLanguage) window.location.reload();

/** Resolves once the router has the first page's code and dictionaries (a lazy route), so hydration draws what the server drew. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

let markRootCreated!: () => void;
/** Resolves when React starts listening on the page (from then on it sees every tap itself). */
export const rootCreated = new Promise<void>((resolve) => (markRootCreated = resolve));

/** Resolves once React has taken the page over (AppProviders' HydrationMark sets `data-hydrated`). */
export const hydrated = new Promise<void>((resolve) => {
  const done = () => document.documentElement.dataset.hydrated === 'true';
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    resolve();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
});

// The service worker (reading offline, Web Push; installable as an app), once the page has loaded.
if (!reloadForLanguage) registerServiceWorkerAfterLoad();

if (!reloadForLanguage) void Promise.all([loadAreas(language), routerReady()]).then(() => {
  const app = (
    <AppProviders queryClient={queryClient} language={language} script={script} origin={origin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const root = document.getElementById('root')!;
  if (ssr?.router) hydrateRoot(root, app);
  else createRoot(root).render(app);
  markRootCreated();
});
