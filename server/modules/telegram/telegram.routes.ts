import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noContentSchema, rateLimitedAnswer } from '@shared/schemas/common';
import {
  telegramLinkCodeSchema,
  telegramLinkSchema,
  telegramPhoneStatusSchema,
  telegramSignInPollSchema,
  telegramSignInStartSchema,
  telegramSignInStatusSchema,
  telegramUpdateSchema,
  telegramWebhookAnswerSchema,
} from '@shared/schemas/telegram';
import { answerSessionTokens } from '../users';
import { requireUser, signedIn } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { withZod } from '../../plugins/route-app';
import { webhookSecretInvalid, webhookSecretMissing } from './telegram.errors';
import * as service from './telegram.service';

const tags = ['telegram'];

/** Telegram sends the webhook's secret_token in this header with every update. */
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The update is Telegram's: the secret header is there (else 401) and is ours (else 403), compared in constant time. */
function checkSecret(request: FastifyRequest, deps: service.TelegramDeps) {
  const { settings } = service.requireBot(deps);
  const given = request.headers[SECRET_HEADER];
  if (typeof given !== 'string' || !given) throw webhookSecretMissing();
  const expected = Buffer.from(settings.webhookSecret ?? '');
  const actual = Buffer.from(given);
  if (!expected.length || actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw webhookSecretInvalid();
}

/**
 * Routes of /api/telegram/ (issue 41): linking the caller's account to the bot, and the webhook
 * Telegram posts updates to. Without a configured bot every route answers 404 telegram.not_configured.
 */
export default async function telegramRoutes(fastify: FastifyInstance, { deps }: { deps: service.TelegramDeps }) {
  const app = withZod(fastify);

  /** The caller, who may ask for another one-time code (the telegramCode limit per user; 429 past it). */
  const userWithCodeLeft = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    // A site with no bot answers so before the limit counts a try (the service checks it again).
    service.requireBot(deps);
    await fastify.rateLimits.telegramCode.consume(`user:${user.id}`);
    return user;
  };

  app.post(
    '/link/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'A t.me link to the bot with a one-time code (10 minutes; a new one voids the last; limited per user): opened, the bot links the caller’s account',
        response: { 200: telegramLinkCodeSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => service.createLink(deps, await userWithCodeLeft(request)),
  );

  app.get(
    '/link/',
    { onRequest: signedIn, schema: { tags, security, summary: 'Whether the caller’s account is linked to Telegram, and to which account', response: { 200: telegramLinkSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.linkStatus(deps, await requireUser(request));
    },
  );

  app.delete('/link/', { onRequest: signedIn, schema: { tags, security, summary: 'Unlinks the caller’s Telegram', response: { 204: noContentSchema } } }, async (request, reply) => {
    await service.unlink(deps, await requireUser(request));
    return reply.status(204).send(null);
  });

  app.post(
    '/confirm-phone/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'A t.me link to the bot with a one-time code (10 minutes; limited per user): opened, the bot asks for the caller’s contact; their own contact with the account’s number confirms the phone',
        response: { 200: telegramLinkCodeSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => service.createPhoneConfirmation(deps, await userWithCodeLeft(request)),
  );

  app.get(
    '/confirm-phone/',
    { onRequest: signedIn, schema: { tags, security, summary: 'Whether the caller’s phone is confirmed now (the waiting page asks every few seconds)', response: { 200: telegramPhoneStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.phoneStatus(deps, await requireUser(request));
    },
  );

  app.post(
    '/sign-in/',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary:
          'Sign-in by Telegram: a t.me link with a one-time code (10 minutes) and a secret poll_token for this browser only (limited per address). The owner of a linked account shares their contact in the bot; POST sign-in/poll/ then answers the session',
        response: { 200: telegramSignInStartSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => {
      service.requireBot(deps);
      await fastify.rateLimits.telegramSignIn.consume(`ip:${request.ip}`);
      return service.startSignIn(deps);
    },
  );

  app.post(
    '/sign-in/poll/',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary:
          "A sign-in by Telegram: {status: 'waiting'} until the contact is shared in the bot, then once {status: 'signed_in', access, refresh} as POST accounts/login/ answers (the web app's refresh token in its cookie); 410 telegram.sign_in_expired for an unknown, expired or taken one; 403 auth.blocked",
        body: telegramSignInPollSchema,
        response: { 200: telegramSignInStatusSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.pollSignIn(deps, request.body.poll_token);
      if (answer.status === 'waiting') return answer;
      return { status: 'signed_in' as const, ...answerSessionTokens(fastify.config, request, reply, answer.tokens) };
    },
  );

  app.post(
    '/webhook/',
    {
      schema: {
        tags,
        summary: 'Telegram’s updates (setWebhook): taken only with the secret header, once per update_id, handled in a job; answered at once',
        body: telegramUpdateSchema,
        response: { 200: telegramWebhookAnswerSchema },
      },
      // The secret is checked before the body is read or validated: a forged request costs nothing.
      onRequest: async (request) => checkSecret(request, deps),
    },
    async (request) => {
      await service.receiveUpdate(deps, request.body);
      return { ok: true as const };
    },
  );
}
