import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Counter } from 'prom-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE, SCRIPT_COOKIE } from '@shared/constants';
import { defaultTextScript, isLanguageCode, languageFromAddress, scriptChoiceOf } from '@shared/language';
import { AppError, routeNotFound } from '../lib/errors';
import { storedImageSize } from '../lib/images';
import { compressedBytes, compressHtml, createPageCache, sendCompressedHtml, type CompressedHtml, type PageCache } from '../lib/page-cache';
import { publicOrigin } from '../lib/public-origin';
import { recordingViews, replayViews, type ViewTouch } from '../lib/view-counter';
import { waitPage, type WaitWords } from '../lib/wait-page';
import { asPageRender, countRender } from './rate-limits';
import { knownVisitor, VISITOR_COOKIE } from './visitor';

/**
 * Pages: every GET that asks for HTML (not /api, /assets, /media, /chat) is rendered on the server by
 * the web app's own code (dist/server/entry-server.js, built from web/entry-server.tsx) inside the
 * built page template (dist/web/index.html): the HTML carries the page's content, head tags and data,
 * with the right status (404 for a missing product or page, 410 for a removed one). The page's API
 * requests are answered by this server in process (app.inject), as the same visitor (their cookies;
 * the visitor cookie the API sets comes back with the page).
 *
 * Without the server bundle (a build from before server rendering, or `vite build` alone) the template
 * is sent as it is and the browser renders the page; without a built web app (API tests), a 404.
 *
 * The page cache: a render is made for an anonymous visitor in the reader's language (what is the
 * reader's own is drawn in the browser), so a page's HTML is the same for everyone who asks for it in
 * that language at that address. The 200 pages are kept (server/lib/page-cache.ts), compressed,
 * for PAGE_TTL_MS, keyed by origin, language (and, in Uzbek Cyrillic, the script of people's text), path and the query parameters the page reads (an address
 * with others is sent to the one without them: web/entry-server.tsx pageAddress); concurrent requests
 * of one page share one render. A render the cache does not hold counts against the client's address
 * (RATE_LIMIT_RENDERS_PER_MINUTE; 429 past it), so one address cannot keep the instance rendering.
 * What a render does besides making HTML is done again for each reader of the kept copy: the views it
 * counted (recordingViews) are counted for this reader too if they are a returning visitor (a kept copy
 * sets no cookie: only a render does, privately, as an API read does).
 * Every write that changes public content clears the whole cache
 * (server/lib/public-content.ts: sound, and cheap to refill), on every instance when REDIS_URL is set.
 * Redirects, pages the browser renders, missing pages and faults are not kept.
 */

/** How long a rendered page is kept: the order of the API's caches (shop.caches.ts), which the render reads anyway. */
const PAGE_TTL_MS = 10_000;
const PAGE_CACHE_MAX_ENTRIES = 2000;
/** Each entry holds its HTML three times (as it is, brotli, gzip): the demo's home page 128 + 20 + 21 KB, a product page less. */
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept server-rendered pages (null without a server renderer). */
    pageCache: PageCache<RenderedPage> | null;
  }
}

/** What web/entry-server.tsx exports (its own types live in the web build). */
interface ServerRenderer {
  /**
   * The page's address with only the query parameters its route reads, in a stable order (`url`),
   * and whether the request carried others (`unknown`: then `url`, on the page's own path, is where
   * it is sent). A bundle from before it: undefined, the address is taken as it is.
   */
  pageAddress?(url: string): { url: string; unknown: boolean };
  render(request: {
    url: string;
    origin: string;
    language: string | undefined;
    script?: string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
    signal?: AbortSignal;
    imageSize?: (path: string) => Promise<{ width: number; height: number } | null>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
    | { kind: 'page'; status: number; language: string; head: string; html: Readable; data: string }
  >;
}

/** A render's outcome, shared by the requests waiting for it (and kept when it is a 200 page). */
type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser' }
  | {
      kind: 'page';
      status: number;
      /** The whole HTML document. */
      html: Buffer;
      /** A 200 page's HTML compressed, to be kept. */
      compressed?: CompressedHtml;
      /** The views the render counted (replayed for each reader of the kept copy). */
      views: ViewTouch[];
    };

interface Template {
  /** Up to the head's placeholder (with `lang` to fill in). */
  start: string;
  /** From the head's placeholder to #root's content. */
  middle: string;
  /** After #root, up to the data's placeholder. */
  afterRoot: string;
  end: string;
}

/**
 * web/index.html keeps the data's placeholder right after #root and </body> unindented, so no line of
 * the page (as sent, or as the browser holds it once the placeholder is empty) ends in spaces
 * (html-validate, e2e/accessibility.spec.ts).
 */
function readTemplate(file: string): Template {
  const html = fs.readFileSync(file, 'utf8');
  const [start, rest1] = html.split('<!--app-head-->');
  const [middle, rest2] = rest1.split('<!--app-html-->');
  const [afterRoot, end] = rest2.split('<!--app-data-->');
  if (end === undefined) throw new Error(`${file} lacks one of <!--app-head-->, <!--app-html-->, <!--app-data-->`);
  return { start, middle, afterRoot, end };
}

/** The head of a page the browser renders: the site's name until the page sets its own; kept out of search engines. */
const SHELL_HEAD = '<title>Ipak</title><meta name="robots" content="noindex">';

/** The page's language: the address's ?lang= (a language version of the page), else the reader's cookie, else Uzbek. */
const languageOf = (request: FastifyRequest) => {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return languageFromAddress(query) ?? (isLanguageCode(chosen) ? chosen : 'uz');
};

const withLanguage = (start: string, language: string) => start.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

/** The words of the page a reader gets past their address's limit of renders (sendLimited). */
const LIMITED: WaitWords = {
  uz: { title: "So'rovlar juda ko'p", text: "Bu manzildan sahifalar juda tez so'ralmoqda. Sahifa {s} soniyadan so'ng o'zi qayta ochiladi." },
  ru: 'Слишком много запросов страниц с вашего адреса. Страница откроется снова через {s} с.',
  en: 'Too many pages were asked for from your address. This page will reload in {s} s.',
};

/** The status of a request whose client left before the answer (nginx's convention). No one receives it: the socket is gone, and Fastify writes no response line for it; the debug line at the render is its record. */
const CLIENT_CLOSED_REQUEST = 499;

/** What the page handlers share: the app, its options, the template and renderer, and the kept pages. */
interface Pages {
  app: FastifyInstance;
  publicUrl?: string;
  template: Template | null;
  renderer: ServerRenderer | null;
  pageCache: PageCache<RenderedPage> | null;
  /** The template's parts with the scripts at full priority (for a page the browser renders). */
  shell: { start: string; middle: string } | null;
}

/** The page cache of a server renderer, cleared by every write of public content, its lookups counted in the metrics. */
function pageCacheOf(app: FastifyInstance, renderer: ServerRenderer | null): PageCache<RenderedPage> | null {
  if (!renderer) return null;
  const pageCache = createPageCache<RenderedPage>({
    ttlMs: PAGE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    keep: (page) => page.kind === 'page' && page.compressed !== undefined,
    bytes: (page) => (page.kind === 'page' && page.compressed ? compressedBytes(page.compressed) : 0),
  });
  // Any write of public content, on this instance or another (server/plugins/public-content.ts).
  app.publicContent.onChange(() => pageCache.clear());
  new Counter({
    name: 'ipak_page_cache_lookups_total',
    help: 'Server-rendered pages asked for, by result (hit: a kept page or another request’s render; miss: rendered for this request)',
    labelNames: ['result'] as const,
    registers: [app.metrics.registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, pageCache.stats.shared);
      this.inc({ result: 'miss' }, pageCache.stats.renders);
    },
  });
  return pageCache;
}

/** The page's API requests, answered by this app in process, as the visitor who asked for the page. */
const transportOf = (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => async (url: string, init: RequestInit) => {
  // The public reads pages make are answered by the module's own read (server/plugins/page-reads.ts);
  // anything else, and anything a direct read could not answer (its error), goes through the API.
  const direct = (init.method ?? 'GET') === 'GET' ? app.pageReads.answer(url, request, reply) : null;
  if (direct) {
    const json = await direct.catch(() => null);
    if (json !== null) return new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: {
      ...(init.headers as Record<string, string>),
      cookie: request.headers.cookie ?? '',
      'user-agent': request.headers['user-agent'] ?? '',
      // The scheme the visitor used (read from the proxy's X-Forwarded-Proto with TRUST_PROXY), so a
      // cookie the API sets is Secure over HTTPS here too: the in-process request has no TLS of its own.
      // It comes from the page request's own peer with the visitor's address appended, as the proxy
      // sent it: believed when that peer is a trusted proxy (TRUST_PROXY names proxies by address
      // too, and the visitor's address is not one), the visitor's address either way.
      'x-forwarded-proto': request.protocol,
      'x-forwarded-for': request.ip,
    },
    payload: typeof init.body === 'string' ? init.body : undefined,
    remoteAddress: request.socket.remoteAddress ?? request.ip,
  });
  // A first visit's visitor cookie (views counted once a day) reaches the browser with the page.
  const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
  if (setCookie && !reply.getHeader('set-cookie')) reply.header('set-cookie', setCookie);
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
};

// The build marks the scripts low priority (a rendered page's content comes first: vite.config.ts);
// for a page the browser renders from the bare template the scripts are the content.
const atFullPriority = (html: string) => html.replaceAll(' fetchpriority="low"', '');

/** The template alone: the browser renders the page (the reader's own pages, or after a fault of ours). */
const sendShell = (pages: Pages, request: FastifyRequest, reply: FastifyReply, status: number) =>
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withLanguage(pages.shell!.start, languageOf(request)) + SHELL_HEAD + pages.shell!.middle + pages.template!.afterRoot + pages.template!.end);

interface RenderRequest {
  url: string;
  origin: string;
  language: string;
  /** The reader's choice of script for people's text (the `script` cookie), when it changes the page. */
  script?: string;
  signal: AbortSignal;
}

/**
 * Renders the page for this request (its cookies reach the page's API requests, and the visitor
 * cookie they set comes back on this reply), the whole document at once; a 200 page compressed.
 */
async function render(pages: Pages, request: FastifyRequest, reply: FastifyReply, { url, origin, language, script, signal }: RenderRequest): Promise<RenderedPage> {
  const t = pages.template!;
  // The page's own API requests are marked as a render's: the render was counted, they are not (countSearch).
  const { result, views } = await asPageRender(() => recordingViews(async () => {
    const result = await pages.renderer!.render({
      url,
      origin,
      language,
      script,
      transport: transportOf(pages.app, request, reply),
      signal,
      // A stored image's size for the link preview (og:image:width/height), from its file.
      imageSize: (url) => storedImageSize(pages.app.blobs, url),
    });
    if (result.kind !== 'page') return result;
    const chunks: Buffer[] = [Buffer.from(withLanguage(t.start, result.language) + result.head + t.middle)];
    for await (const chunk of result.html) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    chunks.push(Buffer.from(t.afterRoot + result.data + t.end));
    return { ...result, html: Buffer.concat(chunks) };
  }));
  if (result.kind !== 'page') return result;
  const page: RenderedPage = { kind: 'page', status: result.status, html: result.html, views };
  if (result.status === 200) page.compressed = await compressHtml(result.html);
  return page;
}

/**
 * Past the address's limit of renders: for a reader's browser a short page in the server's own
 * words that asks again after Retry-After (rendering the app is what is held back); for anything
 * else the error itself, in the one error shape (429 rate_limited).
 */
function sendLimited(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError) || err.status !== 429) throw err;
  if (!(request.headers.accept ?? '').includes('text/html')) throw err;
  const seconds = Number(err.headers?.['retry-after'] ?? 60);
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(waitPage(seconds, LIMITED));
}

/** The kept page for `key`, or this request's render of it (shared with concurrent requests), stopped when every reader has gone. */
const keptOrRendered = (pages: Pages, request: FastifyRequest, reply: FastifyReply, key: string, page: Omit<RenderRequest, 'signal'>) =>
  pages.pageCache!.get(
    key,
    (signal) => render(pages, request, reply, { ...page, signal }),
    (gone) => {
      request.raw.once('close', gone);
      return () => request.raw.off('close', gone);
    },
  );

/** A rendered (or kept) page's answer. */
async function sendRendered(pages: Pages, request: FastifyRequest, reply: FastifyReply, answer: { value: RenderedPage; rendered: boolean }) {
  const result = answer.value;
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  if (result.kind === 'browser') return sendShell(pages, request, reply, 200);
  // Rendered for someone else: a returning visitor's view counts too. The kept copy sets no cookie
  // (it is the same answer for everyone): a first visit gets its cookie from a render or an API read.
  if (!answer.rendered && result.views.length) {
    const visitor = await knownVisitor(request);
    if (visitor) replayViews(result.views, visitor);
  }
  // Personal parts are drawn in the browser; the HTML is the same for everyone, but it follows the
  // catalogue, so it is revalidated on every visit (an unchanged page answers 304, with no cookie).
  // The render that gave a first visit its visitor cookie is that reader's own: private.
  reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : 'no-cache');
  if (result.compressed) return sendCompressedHtml(request, reply, result.status, result.compressed);
  return reply.status(result.status).header('vary', 'Cookie').type('text/html; charset=utf-8').send(result.html);
}

async function sendPage(pages: Pages, request: FastifyRequest, reply: FastifyReply) {
  const { template, renderer, pageCache } = pages;
  if (!template) throw routeNotFound();
  if (!renderer || !pageCache) return sendShell(pages, request, reply, 200);
  // Only the query parameters the page reads make it another page: an address with others is sent
  // to the one without them (so `?junk=<random>` never reaches the renderer), and the kept page is
  // keyed by those it reads, in their order.
  const address = renderer.pageAddress?.(request.url) ?? { url: request.url, unknown: false };
  if (address.unknown) return reply.redirect(address.url, 301);
  const origin = publicOrigin(pages.publicUrl, request);
  const language = languageOf(request);
  // An Uzbek Cyrillic reader reads people's text in Cyrillic or, by choice (the `script` cookie), as
  // written: two pages. For every other language the cookie changes nothing and is not passed on.
  const script = language === 'uz-Cyrl' ? defaultTextScript(language, scriptChoiceOf(request.cookies[SCRIPT_COOKIE])) : undefined;
  // The origin too: without PUBLIC_URL the page's absolute links follow the request's Host.
  const key = `${origin} ${language}${script ? `/${script}` : ''} ${address.url}`;
  // A page neither kept nor being rendered costs a render: counted against the address (429 past its limit).
  if (!pageCache.holds(key)) {
    try {
      await countRender(request);
    } catch (err) {
      return sendLimited(request, reply, err);
    }
  }
  let answer: { value: RenderedPage; rendered: boolean };
  try {
    answer = await keptOrRendered(pages, request, reply, key, { url: address.url, origin, language, script });
  } catch (err) {
    // Every reader of this render has gone (the render was stopped for them): nobody to answer,
    // and nothing went wrong here. 499 is what proxies count a request the client closed as.
    if (request.raw.destroyed) {
      request.log.debug({ err }, 'page render stopped: the reader left');
      return reply.status(CLIENT_CLOSED_REQUEST).send();
    }
    // A fault of ours: the browser renders the page itself (it usually can), and the status says what happened.
    request.log.error({ err }, 'server rendering failed');
    return sendShell(pages, request, reply, 500);
  }
  return sendRendered(pages, request, reply, answer);
}

/** Any other GET is a page (link previews' crawlers do not all ask for text/html by name). */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/assets/') &&
  !request.url.startsWith('/media/') &&
  !request.url.startsWith('/chat/');

export default fp(
  async function pagesPlugin(
    app: FastifyInstance,
    opts: { webDir: string; ssrEntry: string; publicUrl?: string },
  ) {
    const indexFile = path.join(opts.webDir, 'index.html');
    const template = fs.existsSync(indexFile) ? readTemplate(indexFile) : null;
    const renderer: ServerRenderer | null = template && fs.existsSync(opts.ssrEntry) ? ((await import(pathToFileURL(opts.ssrEntry).href)) as ServerRenderer) : null;
    if (template && !renderer) app.log.warn(`no server bundle at ${opts.ssrEntry}: pages are rendered in the browser (run npm run build)`);
    const pageCache = pageCacheOf(app, renderer);
    app.decorate('pageCache', pageCache);
    const shell = template && { start: atFullPriority(template.start), middle: atFullPriority(template.middle) };
    const pages: Pages = { app, publicUrl: opts.publicUrl, template, renderer, pageCache, shell };

    // Pages are not part of the API: kept out of the OpenAPI document (and so out of the fuzzer's reach).
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(pages, request, reply));
    app.setNotFoundHandler((request, reply) => {
      if (wantsPage(request)) return sendPage(pages, request, reply);
      throw routeNotFound();
    });
  },
  { name: 'pages', dependencies: ['visitor', 'page-reads', 'metrics', 'public-content', 'rate-limits'] },
);
