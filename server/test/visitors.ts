import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { VISITOR_COOKIE } from '../plugins/visitor';

/** The anonymous visitor cookie an answer set, as a Cookie header value (to come back as the same visitor). */
export function visitorCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error(`the answer set no ${VISITOR_COOKIE} cookie`);
  return `${VISITOR_COOKIE}=${cookie.value}`;
}

/** A returning visitor's Cookie header: a visitor cookie the app signed (as if an earlier answer had set it). */
export function returningVisitor(app: FastifyInstance): string {
  return `${VISITOR_COOKIE}=${app.visitorIds.sign(randomUUID())}`;
}
