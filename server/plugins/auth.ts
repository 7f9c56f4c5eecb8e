import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { DeviceTokens } from '../lib/device-tokens';
import { createSessionRevocations, type SessionRevocations } from '../lib/session-revocations';
import { AccessTokens } from '../lib/tokens';
import type { AuthUser, SessionUserFinder } from '../lib/auth-user';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /** Devices known to a phone (the sign-in limits' device cookie). */
    devices: DeviceTokens;
    /** Sessions ended lately, shared by every instance (users/sessions.service.ts ends them). */
    sessionRevocations: SessionRevocations;
    /** A token's user and session (the users module's answer, handed in by server/app.ts). */
    findSessionUser: SessionUserFinder;
  }
  interface FastifyRequest {
    /** Memoised result of authenticate(). */
    authUser?: Promise<AuthUser | null>;
    /** The session (sid) of the request's token, once authenticate() has accepted it. */
    sessionId?: string;
    /** When the request's token expires (ms since the epoch), once authenticate() has accepted it. */
    tokenExpiresAt?: number;
  }
  interface FastifyContextConfig {
    /** The answer carries secrets of its own (a token pair): never stored, whoever asked (see personalAnswersNotStored). */
    noStore?: boolean;
  }
}

/** Reads "Authorization: Bearer <access>"; the spec's client never sends the string 'undefined'. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token === 'undefined' || token === 'null') return null;
  return token;
}

/** The 401 of a token whose session has ended (signed out, a reused refresh token, a new password, blocked). */
const sessionEnded = () => unauthorized('auth.session_ended', 'Sessiya yakunlandi, qaytadan kiring');

/**
 * The signed-in user of this request, or null when no token was sent.
 * A token that was sent but is expired, tampered with, names a deleted user or belongs to a session
 * that has ended is a 401. The session is checked in the query that loads the user, so an ended
 * session is refused at its next request on every instance.
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
    const { db, sessionRevocations } = request.server;
    const found = await request.server.findSessionUser({ db, revocations: sessionRevocations }, result.claims.sub, result.claims.sid);
    if (!found) throw unauthorized('auth.invalid_token', 'Kirish kaliti yaroqsiz, qaytadan kiring');
    if (!found.sessionOpen) throw sessionEnded();
    request.sessionId = result.claims.sid;
    request.tokenExpiresAt = result.claims.expiresAt;
    return found.user;
  })();
  return request.authUser;
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(request);
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user and the session their token belongs to (what lives only as long as the session: a browser's push subscription), or a 401. */
export async function requireSession(request: FastifyRequest): Promise<{ user: AuthUser; sid: string; expiresAt: number }> {
  const user = await requireUser(request);
  return { user, sid: request.sessionId!, expiresAt: request.tokenExpiresAt! };
}

/**
 * A named access rule (e.g. canModerate, canManageCategories): who may do what, beside its domain.
 * Decided from the caller alone: their role, or a fact about them the module looks up (whether they
 * are a teacher), never the request's body.
 */
export type Policy = (user: AuthUser) => boolean | Promise<boolean>;

/** The signed-in user whom the policy allows, else 401 / 403 (`refusal`, the plain auth.forbidden by default). */
async function authorize(request: FastifyRequest, policy: Policy, refusal: () => Error = forbidden): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!(await policy(user))) throw refusal();
  return user;
}

/**
 * Route hooks (onRequest, so that they run before the body is read and validated: a caller who may
 * not call a route learns nothing about its input rules, and sends no upload for nothing):
 *   signedIn                — any signed-in user (401 otherwise);
 *   allow(policy, refusal?) — a signed-in user the policy allows (401 / 403). A module's /dashboard/
 *                             routes are registered in one plugin guarded once with
 *                             app.addHook('onRequest', allow(…)); a route with a narrower rule adds
 *                             its own (onRequest: allow(…)). Whatever can be decided from the caller
 *                             alone is decided here; rules about the object (whose product it is)
 *                             stay in the services.
 * Handlers then read the user with requireUser(request) (memoised: no second query).
 */
export const signedIn = async (request: FastifyRequest): Promise<void> => {
  await requireUser(request);
};
export const allow =
  (policy: Policy, refusal?: () => Error) =>
  async (request: FastifyRequest): Promise<void> => {
    await authorize(request, policy, refusal);
  };

/**
 * Personal answers are never stored, by the browser (a shared phone's disk) or by a proxy: every
 * answer made for a signed-in caller (the request was authenticated: one's own profile with the
 * phone, one's chats, lists, an admin's lists of other people) and every answer that carries tokens
 * (route config `noStore`: sign-in, sign-up, refresh) gets Cache-Control: no-store. One rule in one
 * place rather than a header per route; a route that sets its own Cache-Control (a public answer that
 * is the same for everyone, such as the regions) keeps it.
 */
async function personalAnswersNotStored(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.hasHeader('cache-control')) return payload;
  const personal = request.routeOptions.config.noStore === true || (request.authUser !== undefined && (await request.authUser.catch(() => null)) !== null);
  if (personal) reply.header('cache-control', 'no-store');
  return payload;
}

/** How long a device stays known to a phone after its last successful sign-in there. */
export const DEVICE_COOKIE_DAYS = 180;

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; accessTokenTtlSeconds: number; findSessionUser: SessionUserFinder }) {
    app.decorate('tokens', new AccessTokens(opts.secret, opts.accessTokenTtlSeconds, app.config.now));
    app.decorate('devices', new DeviceTokens(opts.secret, DEVICE_COOKIE_DAYS * 86_400, app.config.now));
    // An ended session is remembered while one of its access tokens could still be valid, plus a margin.
    const revocations = await createSessionRevocations({
      redisUrl: app.config.redisUrl,
      prefix: app.config.redisPrefix,
      rememberMs: (opts.accessTokenTtlSeconds + 60) * 1000,
      log: app.log,
    });
    app.decorate('sessionRevocations', revocations);
    app.decorate('findSessionUser', opts.findSessionUser);
    app.addHook('onSend', personalAnswersNotStored);
    app.addHook('onClose', () => revocations.close());
  },
  { name: 'auth', dependencies: ['db'] },
);
