import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LANGUAGE_PARAM } from '@shared/constants';
import { canonicalPagePath } from '@shared/paths';
import { isLanguageCode, scriptChoiceOf } from '@shared/language';
import { AppProviders } from './app/app-providers';
import { createRoutes, queryReadBy, rendersInBrowser } from './app/router';
import { setTransport, type Transport } from './lib/api-client';
import { ALL_AREAS, LANGUAGES, loadAreas, type Language } from './lib/i18n';
import { headHtml, HeadCollectorProvider, scriptJson, type ResolvedHead } from './lib/page-head';
import { createQueryClient, dehydrateForBrowser } from './lib/query-client';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';

/**
 * The server's side of every page (built by `vite build --ssr` into dist/server/, loaded by
 * server/plugins/pages.ts): React Router's data router runs the page's route loaders (which wait for
 * their data on the server), React's streaming renderer makes the HTML, and the data the page was
 * made from goes along with it, so the browser hydrates the page without asking for it again.
 *
 * Pages are rendered for an anonymous visitor in the reader's language (the `lang` cookie); what
 * depends on who is signed in (the header's account link, a product's saved state, pages behind
 * sign-in) is drawn in the browser after hydration.
 */

/** What belongs to the request being rendered: how the API is reached (in process), and the page's own query cache. */
const currentRequest = new AsyncLocalStorage<{ transport: Transport; queryClient: QueryClient }>();
setTransport((path, init) => {
  const store = currentRequest.getStore();
  if (!store) return Promise.reject(new Error(`no transport for ${path}: API calls during a render must run inside render()`));
  return store.transport(path, init);
});

/**
 * The routes and their matcher are the same for every page, so they are built once (ranking the
 * routes' paths costs a few percent of a render): their loaders reach the request's own query cache
 * through this stand-in, which forwards each use to the QueryClient of the request being rendered.
 */
const requestQueryClient = new Proxy({} as QueryClient, {
  get(_target, key) {
    const client = currentRequest.getStore()?.queryClient;
    if (!client) throw new Error('a route loader ran outside render()');
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
const staticHandler = createStaticHandler(createRoutes(requestQueryClient, 'server'));

/** A server holds every dictionary (loaded once): a page's route finds its areas loaded, in any language. */
const everyDictionary = Promise.all(LANGUAGES.map(({ code }) => loadAreas(code, ALL_AREAS)));

export interface RenderRequest {
  /** Path and query, e.g. /online-shop/details/atlas/?tab=comments */
  url: string;
  /** https://ipak.uz: canonical and Open Graph addresses are absolute. */
  origin: string;
  /** The `lang` cookie's value, if any. */
  language: string | undefined;
  /** The `script` cookie's value, if any: how an Uzbek Cyrillic reader reads people's text. */
  script?: string;
  /** How the page's API requests reach the API. */
  transport: Transport;
  /** Aborts the render (the client went away). */
  signal?: AbortSignal;
  /** The size of an image of this site by its path (/media/…), when the server can tell: link previews name it. */
  imageSize?: (path: string) => Promise<{ width: number; height: number } | null>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders (the reader's own: sign-in, profile, admin, messages): send the template. */
  | { kind: 'browser' }
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** <title> and the page's head tags. */
      head: string;
      /** The page's HTML as it is made (the content of #root). */
      html: Readable;
      /** The data the browser hydrates from: a JSON block (never run as script: the strict CSP allows it), written after #root. */
      data: string;
    };

/**
 * A page's address as the server keeps its render (server/plugins/pages.ts): the query parameters its
 * routes read (their `reads(…)`, and `lang` everywhere), in that order, each value as it came; `unknown`
 * when the address carried any other, and then `url` (on the page's own path) is where it is sent.
 * Pages the browser renders (the reader's own) are taken as they are: nothing of theirs is kept.
 */
export function pageAddress(url: string): { url: string; unknown: boolean } {
  const at = url.indexOf('?');
  if (at === -1) return { url, unknown: false };
  // One leading slash: a path of `//host/` must not become a redirect to another site.
  const path = `/${url.slice(0, at).replace(/^[/\\]+/, '')}`;
  const params = new URLSearchParams(url.slice(at + 1));
  const matches = matchRoutes(staticHandler.dataRoutes, canonicalPagePath(path)) ?? [];
  if (matches.some((m) => rendersInBrowser(m.route.handle))) return { url, unknown: false };
  const read = [...new Set([LANGUAGE_PARAM, ...matches.flatMap((m) => queryReadBy(m.route.handle))])];
  const kept = new URLSearchParams();
  for (const name of read) for (const value of params.getAll(name)) kept.append(name, value);
  const unknown = [...params.keys()].some((name) => !read.includes(name));
  const query = kept.size ? `?${kept}` : '';
  return unknown ? { url: canonicalPagePath(path) + query, unknown } : { url: path + query, unknown };
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  return currentRequest.run({ transport: request.transport, queryClient }, () => renderPage(request, queryClient));
}

async function renderPage(request: RenderRequest, queryClient: QueryClient): Promise<RenderResult> {
  // One address per page: another form of a public page's address leads to its own (the query kept).
  const url = new URL(request.url, request.origin);
  const canonical = canonicalPagePath(url.pathname);
  if (canonical !== url.pathname) return { kind: 'redirect', status: 301, location: canonical + url.search };
  await everyDictionary;
  const language: Language = isLanguageCode(request.language) ? request.language : 'uz';
  const script = scriptChoiceOf(request.script);
  const { query, dataRoutes } = staticHandler;
  const context = await query(new Request(new URL(request.url, request.origin), { signal: request.signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.matches.some((m) => rendersInBrowser(m.route.handle))) return { kind: 'browser' };
  const router = createStaticRouter(dataRoutes, context);

  let head: ResolvedHead = { path: new URL(request.url, request.origin).pathname };
  const collector = { set: (next: ResolvedHead) => void (head = next) };

  const html = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <HeadCollectorProvider value={collector}>
        <AppProviders queryClient={queryClient} language={language} script={script} origin={request.origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollectorProvider>,
      {
        // React moves a large Suspense boundary's HTML to the end of the stream and puts it in place
        // with an inline script, which the strict CSP forbids (and a crawler never runs): every
        // boundary stays where it is (they only split hydration: HydrationBoundary).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          const out = new PassThrough();
          stream.pipe(out);
          resolve(out);
        },
        onShellError: reject,
      },
    );
    request.signal?.addEventListener('abort', () => stream.abort());
  });

  // The shell holds the page (its data was loaded before rendering), so its head is known now.
  if (head.image && !head.imageSize && request.imageSize) head = { ...head, imageSize: await request.imageSize(head.image) };
  // A loader that failed (not a missing item: a fault) leaves the router's error screen, which the
  // browser then draws anew rather than hydrating an error it cannot rebuild.
  const data: SsrData = {
    language,
    script,
    origin: request.origin,
    router: context.errors ? null : { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrateForBrowser(queryClient),
  };
  return {
    kind: 'page',
    status: context.statusCode,
    language,
    head: headHtml(head, request.origin, language),
    html,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`,
  };
}
