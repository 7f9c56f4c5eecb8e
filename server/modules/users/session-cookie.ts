import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SESSION_COOKIE_HEADER } from '@shared/constants';
import type { Config } from '../../config';

/**
 * The web app's session (SESSION_COOKIE_HEADER): its refresh token lives in an HttpOnly, SameSite=Strict
 * cookie sent only to the refresh route (Secure over https, and always in production), so no script
 * of the page can read it. Other clients get and send it in JSON, as the spec has it.
 */
export const isCookieSession = (request: FastifyRequest) => request.headers[SESSION_COOKIE_HEADER] === 'cookie';

/**
 * A new session's token pair as this client keeps it: for the web app the refresh token goes into its
 * cookie (and out of the JSON). Every way of signing in answers through here: the password sign-in and
 * sign-up (users.routes.ts), and Telegram's sign-in (issue 41).
 */
export function answerSessionTokens(
  config: Pick<Config, 'env' | 'refreshTokenTtlDays'>,
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; refresh: string },
): { access: string; refresh?: string } {
  if (!isCookieSession(request)) return tokens;
  const secure = request.protocol === 'https' || config.env === 'production';
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: config.refreshTokenTtlDays * 86_400 });
  return { access: tokens.access };
}
