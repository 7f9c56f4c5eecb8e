import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AuthUser } from '../lib/auth-user';
import { sendAnswer } from '../lib/cache';
import { answerJson } from '../lib/kept-json';
import { ungated, type SearchGate } from '../lib/search';
import { inReadersScript } from '../lib/text-script';
import { authenticate } from './auth';
import { searchGateOf } from './rate-limits';
import { visitorOf } from './visitor';

/**
 * Public reads that pages make while they are rendered on the server (the product, the site settings,
 * a search's first page, …), answered by calling the module's read directly: no in-process HTTP
 * request (app.inject runs every hook, builds a request and a response and copies the body) for data
 * the same process holds. Each is declared once with publicRead(), which registers the API route
 * (for browsers and other clients) and the page's direct way to the same function.
 *
 * A read gets its input already validated by the route's own schemas. A page render is an anonymous
 * visitor's (web/entry-server.tsx), so a direct read's `user()` is null; its `visitor()` is the page
 * request's visitor (a first visit's cookie is set on the page's answer).
 */

interface ReadInput<P, Q> {
  params: P;
  query: Q;
  /** The signed-in caller (memoised), or null; always null for a page render. */
  user(): Promise<AuthUser | null>;
  /** Who is looking, for views counted once a day; null for a first visit, which is given its cookie and counts nothing (see visitorOf). */
  visitor(): Promise<string | null>;
  /** What a search calls when its cache misses: the caller's per-address search limit (none for a page render, whose render was counted). */
  searchGate: SearchGate;
}

/**
 * What a read answers: the body. A kept answer (server/lib/kept-json.ts) is sent as its JSON text, made
 * here once per kept object; any other is encoded by the route's response schema.
 */
type Read<P, Q> = (input: ReadInput<P, Q>) => Promise<unknown>;

interface Entry {
  pattern: RegExp;
  keys: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The 200 answer's schema: an answer given as an object is encoded by it, as the route's serializer does. */
  response?: z.ZodType;
  read: Read<unknown, unknown>;
}

/** The direct answer of a page's API request: the JSON text, or null when this request is not one of them (or its input is not valid: the API answers it, with its error). */
interface PageReads {
  answer(url: string, request: FastifyRequest, reply: FastifyReply): Promise<string> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageReads: PageReads & { add(path: string, entry: Omit<Entry, 'pattern' | 'keys'>): void };
  }
}

/** '/api/shop/product/:meta/' → a pattern with one group per parameter; the trailing slash is optional, as in the router (ignoreTrailingSlash). */
function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\@]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

class Registry {
  private readonly entries: Entry[] = [];

  add(path: string, entry: Omit<Entry, 'pattern' | 'keys'>) {
    this.entries.push({ ...compile(path), ...entry });
  }

  answer(url: string, request: FastifyRequest, reply: FastifyReply): Promise<string> | null {
    const at = url.indexOf('?');
    const pathname = at === -1 ? url : url.slice(0, at);
    for (const entry of this.entries) {
      const match = entry.pattern.exec(pathname);
      if (!match) continue;
      let rawParams: Record<string, string>;
      try {
        rawParams = Object.fromEntries(entry.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]));
      } catch {
        return null;
      }
      const params = entry.params ? entry.params.safeParse(rawParams) : { success: true as const, data: rawParams };
      const rawQuery = Object.fromEntries(new URLSearchParams(at === -1 ? '' : url.slice(at + 1)));
      const query = entry.querystring ? entry.querystring.safeParse(rawQuery) : { success: true as const, data: rawQuery };
      if (!params.success || !query.success) return null;
      const input: ReadInput<unknown, unknown> = {
        params: params.data,
        query: query.data,
        user: async () => null,
        visitor: () => visitorOf(request, reply),
        searchGate: ungated,
      };
      return entry.read(input).then((answer) => answerJson(answer) ?? JSON.stringify(entry.response ? entry.response.encode(answer) : answer));
    }
    return null;
  }
}

interface ReadSchema<P extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  response: Record<number, z.ZodType>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/**
 * Declares a public GET that pages read: the API route (validated by its schemas, documented in the
 * OpenAPI document) and the same read for a page rendered on this server.
 */
export function publicRead<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  path: string,
  schema: ReadSchema<P, Q>,
  read: Read<Out<P>, Out<Q>>,
  options: {
    cacheControl?: string;
    /**
     * The answer holds people's own text (titles, descriptions): the API answers it in the reader's
     * script (server/lib/text-script.ts; Vary: Cookie). A page's direct read keeps it as written: the
     * page is kept per script and puts it in the reader's script as it renders.
     */
    peopleText?: boolean;
  } = {},
) {
  app.get(path, { schema }, async (request, reply) => {
    const answer = await read({
      params: request.params as Out<P>,
      query: request.query as Out<Q>,
      user: () => authenticate(request),
      visitor: () => visitorOf(request, reply),
      searchGate: searchGateOf(request),
    });
    if (options.cacheControl) reply.header('cache-control', options.cacheControl);
    return sendAnswer(reply, options.peopleText ? inReadersScript(request, reply, answer) : answer);
  });
  app.pageReads.add(`${app.prefix}${path}`, { params: schema.params, querystring: schema.querystring, response: schema.response[200], read: read as Read<unknown, unknown> });
}

export default fp(
  async function pageReadsPlugin(app: FastifyInstance) {
    app.decorate('pageReads', new Registry());
  },
  { name: 'page-reads', dependencies: ['visitor', 'auth', 'rate-limits'] },
);
