import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noContentSchema } from '@shared/schemas/common';
import { telegramLinkCodeSchema, telegramLinkSchema, telegramUpdateSchema, telegramWebhookAnswerSchema } from '@shared/schemas/telegram';
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

  app.post(
    '/link/',
    {
      onRequest: signedIn,
      schema: { tags, security, summary: 'A t.me link to the bot with a one-time code (10 minutes): opened, the bot links the caller’s account', response: { 200: telegramLinkCodeSchema } },
    },
    async (request) => service.createLink(deps, await requireUser(request)),
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
