import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ME_GUID, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@shared/constants';
import { messageSchema, rateLimitedAnswer, noContentSchema } from '@shared/schemas/common';
import {
  accountParamsSchema,
  completeSchema,
  completeSignedInSchema,
  contactSchema,
  districtSchema,
  districtsQuerySchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  phoneConfirmSchema,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  refreshOrCookieSchema,
  regionSchema,
  registerSchema,
  registeredSchema,
  tokenPairSchema,
} from '@shared/schemas/users';
import { DEVICE_COOKIE } from '../../lib/device-tokens';
import { readForm } from '../../lib/multipart';
import { validate } from '../../lib/validate';
import { authenticate, DEVICE_COOKIE_DAYS, requireUser, signedIn } from '../../plugins/auth';
import { countUpload } from '../../plugins/rate-limits';
import * as accounts from './accounts.service';
import { answerSessionTokens, isCookieSession } from './session-cookie';
import { limitSignIn, rememberDevice, type SignInClient, type SignInLimitsDeps } from './sign-in-limits.service';
import { INVALID_REFRESH, refreshMissing } from './users.errors';
import { presentProfile } from './users.presenter';
import * as users from './users.service';
import usersDashboardRoutes from './dashboard.routes';
import { security } from '../../plugins/openapi';
import { withZod, type ZodApp } from '../../plugins/route-app';

const tags = ['users'];


/** Routes of /api/users/ (spec §7): accounts, geo reference data, the contact form, the admin user list. */
export default async function usersRoutes(fastify: FastifyInstance, { deps }: { deps: accounts.AccountsDeps }) {
  const app = withZod(fastify);
  const context = usersRouteContext(app, deps);
  setupRegisterRoute(app, context);
  setupLoginRoute(app, context);
  setupRefreshRoute(app, context);
  setupLogoutRoute(app, context);
  setupCompleteRoute(app, context);
  setupEditProfileRoute(app, context);
  setupProfileRoute(app, context);
  setupPasswordResetRequestRoute(app, context);
  setupPasswordResetConfirmRoute(app, context);
  setupPhoneCodeRoute(app, context);
  setupPhoneConfirmRoute(app, context);
  setupRegionsRoute(app, context);
  setupDistrictsRoute(app, context);
  setupContactRoute(app, context);
  await app.register(usersDashboardRoutes, { prefix: '/dashboard', deps: context.deps });
}

type UsersRouteContext = ReturnType<typeof usersRouteContext>;

/** What the account routes share: the services' dependencies (the module's, users.module.ts), the limits, and the cookies of the device and the web app's session. */
function usersRouteContext(app: ZodApp, deps: accounts.AccountsDeps) {
  const { config, rateLimits: limits } = app;
  const signInLimits: SignInLimitsDeps = { limits, devices: app.devices };

  const signInClient = (request: FastifyRequest): SignInClient => ({ ip: request.ip, deviceCookie: request.cookies[DEVICE_COOKIE] });

  /** The device cookie: sent back only to the account routes, never readable by scripts. */
  const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, value: string) =>
    reply.setCookie(DEVICE_COOKIE, value, {
      path: '/api/users/accounts/',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });

  /** The web app's session: its refresh token in an HttpOnly cookie (session-cookie.ts). */
  const cookieSession = isCookieSession;
  const refreshCookie = { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const };
  const secureCookie = (request: FastifyRequest) => request.protocol === 'https' || config.env === 'production';
  /** The token pair as this client keeps it: the refresh token into the cookie (and out of the JSON) for the web app. */
  const answerTokens = (request: FastifyRequest, reply: FastifyReply, tokens: { access: string; refresh: string }) => answerSessionTokens(config, request, reply, tokens);
  const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
    if (cookieSession(request)) reply.clearCookie(REFRESH_COOKIE, { ...refreshCookie, secure: secureCookie(request) });
  };
  /** The refresh token of the body, or (the web app only: the header cannot be sent by another site's form) of the cookie. */
  const presentedRefresh = (request: FastifyRequest, body: { refresh?: string }) =>
    body.refresh ?? (cookieSession(request) ? request.cookies[REFRESH_COOKIE] || undefined : undefined);

  /** Runs a password-checking action under the sign-in limits (sign-in-limits.service.ts); a success makes this device known to the phone. */
  async function limitedByFailures<T>(request: FastifyRequest, reply: FastifyReply, phone: string, action: () => Promise<T>): Promise<T> {
    const { result, deviceCookie } = await limitSignIn(signInLimits, signInClient(request), phone, action);
    setDeviceCookie(request, reply, deviceCookie);
    return result;
  }

  return { deps, limits, signInLimits, signInClient, setDeviceCookie, answerTokens, clearRefreshCookie, presentedRefresh, cookieSession, limitedByFailures };
}

/** The key of the per-phone limit of confirmation codes: the reset's limit, counted apart, so confirmation codes never use up the owner's resets. */
const confirmPhoneKey = (phone: string) => `confirm:phone:${phone}`;

/** Sign-up: the new account is signed in at once, and its phone gets a confirmation code (issue 40). */
function setupRegisterRoute(app: ZodApp, { deps, limits, signInLimits, signInClient, setDeviceCookie, answerTokens }: UsersRouteContext) {
  app.post(
    '/accounts/register/',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary:
          "Signs up with first name, phone and password, and signs the new account in: {message: 'User registered', access, refresh} (limited per address). The phone gets a 6-digit confirmation code by SMS (POST accounts/phone/confirm/)",
        body: registerSchema,
        response: { 201: registeredSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) => {
      await limits.register.consume(`ip:${request.ip}`);
      await limits.resetPhone.consume(confirmPhoneKey(request.body.phone));
      const tokens = await accounts.register(deps, request.body);
      setDeviceCookie(request, reply, rememberDevice(signInLimits, signInClient(request), request.body.phone));
      return reply.status(201).send({ message: 'User registered', ...answerTokens(request, reply, tokens) });
    },
  );
}

/** Sign-in, under the sign-in limits. */
function setupLoginRoute(app: ZodApp, { deps, answerTokens, limitedByFailures }: UsersRouteContext) {
  app.post(
    '/accounts/login/',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: "Signs in: {access, refresh}. Failures are limited per phone and client, per address, and by growing waits per phone that spare the phone's known devices (429 with {seconds} or {minutes})",
        body: loginSchema,
        response: { 200: tokenPairSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) =>
      answerTokens(request, reply, await limitedByFailures(request, reply, request.body.phone, () => accounts.login(deps, request.body.phone, request.body.password))),
  );
}

/** Token rotation; a refused web-app cookie is cleared. */
function setupRefreshRoute(app: ZodApp, { deps, answerTokens, clearRefreshCookie, presentedRefresh }: UsersRouteContext) {
  app.post(
    '/accounts/refresh/',
    {
      config: { validationCode: INVALID_REFRESH, noStore: true },
      schema: {
        tags,
        summary:
          'Rotates the refresh token: a new pair of the same session; reusing an old token ends the session (its family and access tokens). With X-Ipak-Session: cookie (the web app) the token comes from and goes to its HttpOnly cookie',
        body: refreshOrCookieSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const presented = presentedRefresh(request, request.body);
      if (!presented) throw refreshMissing();
      try {
        return answerTokens(request, reply, await accounts.refresh(deps, presented));
      } catch (err) {
        // A refused cookie is of no more use: the browser forgets it.
        clearRefreshCookie(request, reply);
        throw err;
      }
    },
  );
}

/** Sign-out: the session named by the refresh token or (web app) the bearer token ends. */
function setupLogoutRoute(app: ZodApp, { deps, clearRefreshCookie, cookieSession }: UsersRouteContext) {
  app.post(
    '/accounts/logout/',
    {
      config: { validationCode: INVALID_REFRESH },
      schema: {
        tags,
        summary:
          'Signs out: the session ends at once (its refresh tokens stop working, its access tokens are refused, its chat sockets close). The session is named by {refresh}, or (the web app, X-Ipak-Session: cookie) by the bearer token; its cookie is cleared',
        body: refreshOrCookieSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const presented = request.body.refresh;
      if (presented) await accounts.logout(deps, presented);
      else if (cookieSession(request)) {
        // The web app cannot read its refresh token: its bearer token names the session (none: nothing to end).
        if (await authenticate(request)) await accounts.logoutSession(deps, request.sessionId!);
      } else throw refreshMissing();
      clearRefreshCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
}

/** Sign-up steps 2–4: of the signed-in caller, or of the account named by phone and password. */
function setupCompleteRoute(app: ZodApp, { deps, limitedByFailures }: UsersRouteContext) {
  app.post(
    '/accounts/complete/',
    {
      config: { multipart: { fields: completeSignedInSchema, files: ['pfp'] } },
      schema: {
        tags,
        summary: 'Completes the profile (sign-up steps 2–4; multipart): of the signed-in caller, or of the account phone + password name (checked)',
        response: { 200: messageSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(request);
      await countUpload(request, auth?.id);
      const form = await readForm(request, { fileFields: ['pfp'] });
      const pfp = form.files.find((f) => f.field === 'pfp');
      if (auth) {
        const input = validate(completeSignedInSchema, form.fields);
        await accounts.complete(deps, { user: await users.userRow(deps, auth.id) }, input, pfp);
      } else {
        const input = validate(completeSchema, form.fields);
        await limitedByFailures(request, reply, input.phone, () => accounts.complete(deps, { phone: input.phone, password: input.password }, input, pfp));
      }
      return { message: 'Profile completed successfully!' };
    },
  );
}

/** The caller edits their own profile. */
function setupEditProfileRoute(app: ZodApp, { deps }: UsersRouteContext) {
  app.patch(
    '/accounts/me/',
    {
      onRequest: signedIn,
      config: { multipart: { fields: profileUpdateSchema, files: ['pfp'] } },
      schema: { tags, security, summary: 'Edits the caller’s profile (multipart or JSON; an optional new picture; uploads limited per user)', response: { 200: profileSchema, ...rateLimitedAnswer } },
    },
    async (request) => {
      const auth = await requireUser(request);
      await countUpload(request, auth.id);
      const form = await readForm(request, { fileFields: ['pfp'] });
      const input = validate(profileUpdateSchema, form.fields);
      const updated = await accounts.updateProfile(
        deps,
        await users.userRow(deps, auth.id),
        input,
        form.files.find((f) => f.field === 'pfp'),
      );
      return presentProfile(updated);
    },
  );
}

/** One profile: the caller's own, or another user's public one. */
function setupProfileRoute(app: ZodApp, { deps }: UsersRouteContext) {
  app.get(
    '/accounts/:guid/',
    {
      schema: {
        tags,
        summary: `The caller's own profile for ${ME_GUID} (signed in), else a user's public profile`,
        params: accountParamsSchema,
        response: { 200: z.union([profileSchema, publicProfileSchema]) },
      },
    },
    async (request) => {
      if (request.params.guid === ME_GUID) return users.ownProfile(deps, (await requireUser(request)).id);
      await authenticate(request);
      return users.publicProfile(deps, request.params.guid);
    },
  );
}

/** The first step of a password reset: a code by SMS. */
function setupPasswordResetRequestRoute(app: ZodApp, { deps, limits }: UsersRouteContext) {
  app.post(
    '/accounts/password-reset/request/',
    { schema: { tags, summary: 'Sends a reset code by SMS when the phone is registered (limited per phone and address)', body: passwordResetRequestSchema, response: { 200: messageSchema, ...rateLimitedAnswer } } },
    async (request) => {
      await limits.resetIp.consume(`ip:${request.ip}`);
      await limits.resetPhone.consume(`phone:${request.body.phone}`);
      await accounts.requestPasswordReset(deps, request.body.phone);
      return { message: "Agar bu raqam ro'yxatdan o'tgan bo'lsa, unga tasdiqlash kodi yuborildi" };
    },
  );
}

/** The second step of a password reset: the code and the new password. */
function setupPasswordResetConfirmRoute(app: ZodApp, { deps, limits }: UsersRouteContext) {
  app.post(
    '/accounts/password-reset/confirm/',
    { schema: { tags, summary: 'Sets a new password with the SMS code (wrong codes limited per address)', body: passwordResetConfirmSchema, response: { 200: messageSchema, ...rateLimitedAnswer } } },
    async (request) => {
      const { phone, code, password } = request.body;
      const ipKey = `ip:${request.ip}`;
      await limits.resetIp.check(ipKey);
      try {
        await accounts.confirmPasswordReset(deps, phone, code, password);
      } catch (err) {
        await limits.resetIp.fail(ipKey);
        throw err;
      }
      return { message: 'Parol muvaffaqiyatli yangilandi. Endi yangi parol bilan kiring' };
    },
  );
}

/** Sign-up's code sent again (issue 40), under the reset's limits: per address, and per phone counted apart. */
function setupPhoneCodeRoute(app: ZodApp, { deps, limits }: UsersRouteContext) {
  app.post(
    '/accounts/phone/code/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Sends the caller's phone a new 6-digit confirmation code by SMS, unless it is confirmed already (limited per phone and address)",
        response: { 200: messageSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => {
      const user = await users.userRow(deps, (await requireUser(request)).id);
      await limits.resetIp.consume(`ip:${request.ip}`);
      await limits.resetPhone.consume(confirmPhoneKey(user.phone));
      await accounts.requestPhoneCode(deps, user);
      return { message: 'Tasdiqlash kodi yuborildi' };
    },
  );
}

/** The phone confirmed by its code (issue 40); wrong codes counted per code and per address, as the reset's. */
function setupPhoneConfirmRoute(app: ZodApp, { deps, limits }: UsersRouteContext) {
  app.post(
    '/accounts/phone/confirm/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Confirms the caller's phone with the SMS code: from then on the account may sell, post announcements, chat and show its phone (wrong codes limited per code and address)",
        body: phoneConfirmSchema,
        response: { 200: profileSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      const ipKey = `ip:${request.ip}`;
      await limits.resetIp.check(ipKey);
      try {
        await accounts.confirmPhone(deps, await users.userRow(deps, auth.id), request.body.code);
      } catch (err) {
        await limits.resetIp.fail(ipKey);
        throw err;
      }
      return users.ownProfile(deps, auth.id);
    },
  );
}

/** Geo reference data: the regions. */
function setupRegionsRoute(app: ZodApp, { deps }: UsersRouteContext) {
  app.get('/regions/', { schema: { tags, summary: 'Regions of Uzbekistan', response: { 200: z.array(regionSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return users.regions(deps);
  });
}

/** Geo reference data: the districts. */
function setupDistrictsRoute(app: ZodApp, { deps }: UsersRouteContext) {
  app.get(
    '/districts/',
    { schema: { tags, summary: 'Districts, of one region or all', querystring: districtsQuerySchema, response: { 200: z.array(districtSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return users.districts(deps, request.query.region);
    },
  );
}

/** The contact form. */
function setupContactRoute(app: ZodApp, { deps, limits }: UsersRouteContext) {
  app.post(
    '/contact/',
    { schema: { tags, summary: 'The contact form (limited per address)', body: contactSchema, response: { 201: messageSchema, ...rateLimitedAnswer } } },
    async (request, reply) => {
      await limits.contact.consume(`ip:${request.ip}`);
      const user = await authenticate(request).catch(() => null);
      await users.sendContactMessage(deps, request.body, user?.id ?? null);
      return reply.status(201).send({ message: "Xabaringiz yuborildi. Tez orada siz bilan bog'lanamiz" });
    },
  );
}
