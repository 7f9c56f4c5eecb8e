import cookie from '@fastify/cookie';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from './auth';

/** The anonymous visitor's id: a random uuid and our signature of it, in a first-party cookie kept for a year. */
export const VISITOR_COOKIE = 'ipak_vid';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Visitor ids only this server can make: `<uuid>.<HMAC-SHA256 of it, base64url>`. A loop cannot mint
 * a visitor of its own (a made-up uuid, or the unsigned uuids of before, is no visitor): every id it
 * counts as was first handed out by us, one per answer, at most RATE_LIMIT_NEW_VISITORS_PER_IP a day
 * per address (docs/security.md, "Views").
 */
export class VisitorIds {
  private readonly key: Buffer;
  constructor(secret: string) {
    // Its own key, derived from the server's secret: a visitor cookie is no token, and a token is no visitor cookie.
    this.key = createHmac('sha256', secret).update('ipak visitor cookie').digest();
  }

  private mac(id: string): Buffer {
    return createHmac('sha256', this.key).update(id).digest();
  }

  /** The cookie's value for visitor `id` (a lowercase uuid). */
  sign(id: string): string {
    return `${id}.${this.mac(id).toString('base64url')}`;
  }

  /** The visitor id a cookie's value carries, or null when we did not sign it. */
  read(value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.indexOf('.');
    const id = value.slice(0, dot);
    if (dot === -1 || !UUID.test(id)) return null;
    const given = Buffer.from(value.slice(dot + 1), 'base64url');
    const expected = this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    visitorIds: VisitorIds;
  }
}

/** Requests that were already given a new visitor cookie (a page's several reads ask for it more than once). */
const given = new WeakSet<FastifyRequest>();

/**
 * Who is looking, for counting views once per visitor per day, without giving anyone a cookie: the
 * browser, by its signed visitor cookie ('v:<id>'), whether or not someone is signed in there; a
 * signed-in caller without the cookie (an API client) as 'u:<id>'; anyone else null (counts nothing).
 * The browser comes first because one look at a page is two reads there: the server renders the page
 * without the reader's token (it lives in the browser), and the browser then asks again, signed in,
 * for what is the reader's own (their like): both carry the cookie, so the look counts once. A bad or
 * expired token is not an error here: the reader is anonymous and the page still answers.
 */
export async function knownVisitor(request: FastifyRequest): Promise<string | null> {
  const id = request.server.visitorIds.read(request.cookies[VISITOR_COOKIE]);
  if (id) return `v:${id}`;
  const user = await authenticate(request).catch(() => null);
  return user ? `u:${user.id}` : null;
}

/**
 * The visitor (knownVisitor), and for a request that brought no valid visitor cookie a new one, set on
 * this answer: that request counts no view (null), only the requests that come back with the cookie
 * do, so a loop that keeps no cookies counts nothing. New ids are limited per address per day (the
 * newVisitor limit): past it the answer simply sets no cookie.
 */
export async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const known = await knownVisitor(request);
  if (known) return known;
  if (given.has(request)) return null;
  given.add(request);
  try {
    await request.server.rateLimits.newVisitor.consume(`ip:${request.ip}`);
  } catch {
    return null;
  }
  // The header itself, not reply.setCookie (which writes it only at onSend): a page's answer can see
  // it (private) and a 304 can drop it (server/plugins/pages.ts, server/lib/page-cache.ts).
  const value = request.server.visitorIds.sign(randomUUID());
  reply.header(
    'set-cookie',
    request.server.serializeCookie(VISITOR_COOKIE, value, {
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    }),
  );
  // An answer that carries a visitor's own cookie is kept by no shared cache.
  reply.header('cache-control', 'private, no-cache');
  return null;
}

export default fp(
  async function visitorPlugin(app: FastifyInstance, opts: { secret: string }) {
    await app.register(cookie);
    app.decorate('visitorIds', new VisitorIds(opts.secret));
  },
  { name: 'visitor', dependencies: ['rate-limits'] },
);
