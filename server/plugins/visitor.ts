import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from './auth';

/** The anonymous visitor's id: a random uuid in a first-party cookie, kept for a year. */
export const VISITOR_COOKIE = 'ipak_vid';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who is looking, for counting views once per visitor per day: 'u:<id>' for a signed-in user,
 * 'v:<cookie>' otherwise (the cookie is set on the first answer that needs it). A bad or expired
 * token is not an error here: the reader is counted as anonymous and the page still answers.
 */
export async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const user = await authenticate(request).catch(() => null);
  if (user) return `u:${user.id}`;
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && UUID.test(existing)) return `v:${existing.toLowerCase()}`;
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
