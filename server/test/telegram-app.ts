import type { FastifyInstance } from 'fastify';
import type { Config, TelegramSettings } from '../config';
import { buildTestApp, type TestApp, type TestAppOptions } from './app';
import { buildChatTestApp } from './chat-app';
import { startFakeTelegramServer, type FakeTelegram } from './fake-telegram-server';

/** The webhook secret of the tests' bot. */
const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** The tests' bot: its updates come to the webhook (as with PUBLIC_URL set), its calls go to the stand-in. */
const testTelegramSettings = (telegram: FakeTelegram, overrides: Partial<TelegramSettings> = {}): TelegramSettings => ({
  token: '123456789:test-token-abcdefghijklmnopqrstuv',
  username: 'ipak_test_bot',
  receive: 'webhook',
  webhookSecret: TEST_WEBHOOK_SECRET,
  apiUrl: telegram.url,
  ...overrides,
});

/**
 * A test app with a bot reaching a local stand-in of the Bot API (server/test/fake-telegram-server.ts); close both with closeTelegramTestApp.
 * Its job workers look for due jobs every half second: a message put back for Telegram's retry_after goes soon after.
 */
export async function buildTelegramTestApp(opts: TestAppOptions & { telegram?: Partial<TelegramSettings> } = {}): Promise<{ t: TestApp; telegram: FakeTelegram }> {
  const telegram = await startFakeTelegramServer();
  const t = await buildTestApp({ ...opts, config: { publicUrl: 'https://ipak.test', jobsPollingSeconds: 0.5, ...opts.config, telegram: testTelegramSettings(telegram, opts.telegram) } });
  return { t, telegram };
}

/** The same, listening on a free port (buildChatTestApp): for tests that open chat sockets. */
export async function buildTelegramChatTestApp(opts: { config?: Partial<Config> } = {}) {
  const telegram = await startFakeTelegramServer();
  const t = await buildChatTestApp({ config: { publicUrl: 'https://ipak.test', jobsPollingSeconds: 0.5, ...opts.config, telegram: testTelegramSettings(telegram) } });
  return { t, telegram };
}

export async function closeTelegramTestApp(env: { t: TestApp; telegram: FakeTelegram }) {
  await env.t.close();
  await env.telegram.close();
}

/** Posts an update to the webhook as Telegram does (with the secret header). */
export const postUpdate = (app: FastifyInstance, update: object, secret: string | null = TEST_WEBHOOK_SECRET) =>
  app.inject({ method: 'POST', url: '/api/telegram/webhook/', payload: update, headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret } });
