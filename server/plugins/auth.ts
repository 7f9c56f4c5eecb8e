import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { AccessTokens } from '../lib/tokens';
import { findAuthUser, type AuthUser } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Memoised result of authenticate(). */
    authUser?: Promise<AuthUser | null>;
  }
}

/** Reads "Authorization: Bearer <access>"; the spec's client never sends the string 'undefined'. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token === 'undefined' || token === 'null') return null;
  return token;
}

/**
 * The signed-in user of this request, or null when no token was sent.
 * A token that was sent but is expired, tampered with or names a deleted user is a 401.
 */
export function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  request.authUser ??= (async () => {
    const token = bearerToken(request);
    if (!token) return null;
    const result = await request.server.tokens.verify(token);
    if (!result.ok) {
      throw result.error === 'expired'
        ? unauthorized('auth.token_expired', 'Sessiya muddati tugadi, qaytadan kiring')
        : unauthorized('auth.invalid_token', 'Kirish kaliti yaroqsiz, qaytadan kiring');
    }
    const user = await findAuthUser({ db: request.server.db }, result.claims.sub);
    if (!user) throw unauthorized('auth.invalid_token', 'Kirish kaliti yaroqsiz, qaytadan kiring');
    return user;
  })();
  return request.authUser;
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(request);
  if (!user) throw unauthorized();
  return user;
}

/** A named access rule (e.g. canModerate, canManageCategories): who may do what, beside its domain. */
export type Policy = (user: AuthUser) => boolean;

/** The signed-in user whom the policy allows, else 401 / 403. */
export async function authorize(request: FastifyRequest, policy: Policy): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!policy(user)) throw forbidden();
  return user;
}

/**
 * Route hooks (onRequest, so that they run before the body is read and validated: a caller who may
 * not call a route learns nothing about its input rules):
 *   signedIn          — any signed-in user (401 otherwise);
 *   allow(policy)     — a signed-in user the policy allows (401 / 403). A module's /dashboard/ routes
 *                       are registered in one plugin guarded once with app.addHook('onRequest', allow(…)).
 * Handlers then read the user with requireUser(request) (memoised: no second query).
 */
export const signedIn = async (request: FastifyRequest): Promise<void> => {
  await requireUser(request);
};
export const allow = (policy: Policy) => async (request: FastifyRequest): Promise<void> => {
  await authorize(request, policy);
};

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; accessTokenTtlSeconds: number }) {
    app.decorate('tokens', new AccessTokens(opts.secret, opts.accessTokenTtlSeconds, app.config.now));
  },
  { name: 'auth', dependencies: ['db'] },
);
