import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from './auth';

/** The anonymous visitor's id: a random uuid in a first-party cookie, kept for a year. */
export const VISITOR_COOKIE = 'ipak_vid';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who is looking, for counting views once per visitor per day: the browser, by its visitor cookie
 * ('v:<cookie>', set on the first answer that needs it), whether or not someone is signed in there;
 * a signed-in caller without the cookie (an API client) as 'u:<id>'. The browser comes first because
 * one look at a page is two reads there: the server renders the page without the reader's token (it
 * lives in the browser), and the browser then asks again, signed in, for what is the reader's own
 * (their like): both carry the cookie, so the look counts once. A bad or expired token is not an
 * error here: the reader is counted as anonymous and the page still answers.
 */
export async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && UUID.test(existing)) return `v:${existing.toLowerCase()}`;
  const user = await authenticate(request).catch(() => null);
  if (user) return `u:${user.id}`;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  return `v:${id}`;
}

export default fp(
  async function visitorPlugin(app: FastifyInstance) {
    await app.register(cookie);
  },
  { name: 'visitor' },
);
