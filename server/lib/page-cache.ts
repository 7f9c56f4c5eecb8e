import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCache } from './cache';

/**
 * A cache of rendered pages (server/plugins/pages.ts keeps the server-rendered HTML that is the same
 * for every reader in it), over createCache: a short TTL, bounded by entries and by bytes, and one
 * render for concurrent requests of one page (single flight). A shared render is aborted only when
 * every request waiting for it has gone (one visitor closing the tab does not fail the others).
 * The HTML is kept compressed as it is sent (brotli made once when stored, gzip when first asked;
 * both off the main thread), with a weak ETag, so a hit costs no render and no compression.
 */

export interface PageCacheOptions<T> {
  ttlMs: number;
  maxEntries: number;
  /** At most this many bytes of kept values (their `bytes`). */
  maxBytes: number;
  /** Whether a rendered value is kept (a page that is the same for every reader) or only shared with the requests waiting for it. */
  keep: (value: T) => boolean;
  bytes: (value: T) => number;
  now?: () => number;
}

export interface PageCache<T> {
  /**
   * The page for `key`: kept, or rendered now (by this request, `rendered`, or by another one that asked
   * first and is still at it). `onGone` registers what to do when this request's client goes away,
   * and answers how to unregister it.
   */
  get(key: string, render: (signal: AbortSignal) => Promise<T>, onGone: (gone: () => void) => () => void): Promise<{ value: T; rendered: boolean }>;
  /** Whether the page for `key` is kept or being rendered: asking for it now costs no render of its own. */
  holds(key: string): boolean;
  /** Forgets every page (public content changed); renders under way are not kept. */
  clear(): void;
  /** Renders started, and answers given without one of their own (kept, or shared with a concurrent render). */
  readonly stats: { renders: number; shared: number };
}

interface Flight {
  controller: AbortController;
  waiting: number;
}

export function createPageCache<T>(opts: PageCacheOptions<T>): PageCache<T> {
  const scope = {};
  const cache = createCache<T>({ ttlMs: opts.ttlMs, maxEntries: opts.maxEntries, maxWeight: opts.maxBytes, weigh: opts.bytes, now: opts.now });
  const flights = new Map<string, Flight>();
  const stats = { renders: 0, shared: 0 };
  return {
    stats,
    async get(key, render, onGone) {
      let rendered = false;
      const answer = cache.get(
        scope,
        key,
        () => {
          rendered = true;
          stats.renders++;
          const flight: Flight = { controller: new AbortController(), waiting: 0 };
          flights.set(key, flight);
          return render(flight.controller.signal).finally(() => {
            if (flights.get(key) === flight) flights.delete(key);
          });
        },
        opts.keep,
      );
      if (!rendered) stats.shared++;
      const flight = flights.get(key);
      let stop = () => {};
      if (flight) {
        flight.waiting++;
        stop = onGone(() => {
          if (--flight.waiting === 0) flight.controller.abort();
        });
      }
      try {
        const value = await answer;
        // A render answers a value (undefined only from a cache that was told to keep nothing).
        return { value: value as T, rendered };
      } finally {
        stop();
      }
    },
    holds: (key) => cache.peek(scope, key) !== undefined,
    clear: () => cache.invalidate(scope),
  };
}

/** A page's HTML as it is sent: as it is, brotli (made when stored), gzip (made when first asked) and its (weak) ETag. */
export interface CompressedHtml {
  identity: Buffer;
  br: Buffer;
  /** The gzip copy, made for the first reader whose browser takes gzip and not brotli (few do). */
  gzip?: Promise<Buffer>;
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a page once for every reader, in zlib's thread pool: brotli at quality 4, as the other
 * answers are (server/app.ts; 5 and 6 make a home page some 6 % smaller for twice the time, paid by
 * every page that is rendered and never asked for again). Every browser in use takes brotli, so the
 * gzip copy waits until a reader needs it (gzipOf): most pages rendered for one visitor (a random
 * product) are never asked for in gzip, and making it for each cost a tenth of a render.
 */
export async function compressHtml(identity: Buffer): Promise<CompressedHtml> {
  const br = await brotli(identity, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  // Weak: the same page in each encoding (RFC 9110 §8.8.1); the hash tells one rendering from another.
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, br, etag };
}

/** The page in gzip (default level), made once however many readers ask at the same time. */
export function gzipOf(page: CompressedHtml): Promise<Buffer> {
  page.gzip ??= gzip(page.identity);
  return page.gzip;
}

/**
 * What a kept page weighs in the cache: the HTML, its brotli copy and room for a gzip copy (made
 * later, if ever; gzip comes out some 10–25 % larger than brotli at these settings).
 */
export const compressedBytes = (page: CompressedHtml) => page.identity.length + Math.ceil(2.25 * page.br.length);

/** The quality a client's Accept-Encoding gives an encoding (0: refused); a missing header refuses both. */
function quality(accept: string, encoding: string): number {
  let star: number | undefined;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (name === encoding) return Number.isFinite(value) ? value : 0;
    if (name === '*') star = Number.isFinite(value) ? value : 0;
  }
  return star ?? 0;
}

/** br, else gzip, else none: what the request accepts (brotli preferred unless the client ranks gzip higher). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const br = quality(acceptEncoding, 'br');
  const gz = quality(acceptEncoding, 'gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a stored page in the encoding the request takes (Content-Encoding set, so @fastify/compress
 * leaves it as it is), or 304 when the browser holds this version already. The headers the caller set
 * (Cache-Control, a cookie) go along.
 */
export async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, status: number, page: CompressedHtml): Promise<FastifyReply> {
  reply.header('etag', page.etag).header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  // A 304 only confirms the kept page: it sets no cookie (a first visit's comes with a full answer).
  if (notModified(request.headers['if-none-match'], page.etag)) return reply.removeHeader('set-cookie').status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? await gzipOf(page) : page.identity;
  return reply.status(status).send(body);
}
