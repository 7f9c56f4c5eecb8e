import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/app';
import { buildTestApp } from '../../test/app';
import { bearer, createSignedInUser } from '../../test/factories';
import { newTelegramUser, telegramUpdates, type FakeTelegram } from '../../test/fake-telegram-server';
import { jobsSettled } from '../../test/jobs';
import { buildTelegramTestApp, closeTelegramTestApp, postUpdate } from '../../test/telegram-app';
import { telegramCodes, telegramLinks } from './telegram.table';

let t: TestApp;
let telegram: FakeTelegram;
beforeAll(async () => ({ t, telegram } = await buildTelegramTestApp()));
afterAll(() => closeTelegramTestApp({ t, telegram }));


/** The texts the bot sent to a chat, in order (once the queued messages are sent). */
async function sentTo(chatId: number) {
  await jobsSettled(t.app);
  return telegram
    .callsOf('sendMessage')
    .filter((c) => c.params.chat_id === chatId)
    .map((c) => String(c.params.text));
}

const codeOf = (url: string) => new URL(url).searchParams.get('start')!;

async function linkCode(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/telegram/link/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; expires_at: string };
}

describe('linking an account to the Telegram bot', () => {
  it('links through a one-time t.me code: greeted in the account’s language, the profile sees the Telegram account, the code works once', async () => {
    const user = await createSignedInUser(t.app, { firstName: 'Aziza', language: 'ru' });
    const link = await linkCode(user.token);
    expect(link.url).toMatch(/^https:\/\/t\.me\/ipak_test_bot\?start=[\w-]{32}$/);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // Only its hash is kept.
    expect(await t.db.select().from(telegramCodes).where(eq(telegramCodes.codeHash, codeOf(link.url)))).toEqual([]);

    const before = await t.app.inject({ method: 'GET', url: '/api/telegram/link/', headers: bearer(user.token) });
    expect(before.json()).toEqual({ linked: false, username: null, first_name: null, linked_at: null });
    // A personal answer: never kept by a cache.
    expect(before.headers['cache-control']).toBe('no-store');

    const tg = newTelegramUser({ language_code: 'en' });
    expect((await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf(link.url)}`))).statusCode).toBe(200);
    // In the account's language (Russian), not the Telegram app's.
    expect(await sentTo(tg.id)).toEqual([expect.stringMatching(/^Здравствуйте, Aziza! Telegram подключён к Ipak/)]);

    const after = (await t.app.inject({ method: 'GET', url: '/api/telegram/link/', headers: bearer(user.token) })).json();
    expect(after).toMatchObject({ linked: true, username: tg.username, first_name: 'Dilnoza' });
    expect(Date.parse(after.linked_at)).toBeGreaterThan(Date.now() - 60_000);

    // The same code again (from another Telegram account): a polite answer, nothing linked.
    const other = newTelegramUser({ language_code: 'uz' });
    await postUpdate(t.app, telegramUpdates.text(other, `/start ${codeOf(link.url)}`));
    expect(await sentTo(other.id)).toEqual([expect.stringMatching(/^Bu havola eskirgan yoki allaqachon ishlatilgan/)]);
    const rows = await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id));
    expect(rows.map((r) => r.chatId)).toEqual([tg.id]);
  });

  it('refuses an unknown, an expired or a replaced code politely, in the Telegram app’s language, and links nothing', async () => {
    const user = await createSignedInUser(t.app);
    const tg = newTelegramUser({ language_code: 'ru-RU' });
    await postUpdate(t.app, telegramUpdates.text(tg, '/start not-a-code-at-all'));
    expect(await sentTo(tg.id)).toEqual([expect.stringMatching(/^Эта ссылка устарела или уже использована/)]);

    const expired = await linkCode(user.token);
    const replacing = await linkCode(user.token);
    await t.db.update(telegramCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(telegramCodes.userId, user.id)).execute();
    const en = newTelegramUser({ language_code: 'en' });
    await postUpdate(t.app, telegramUpdates.text(en, `/start ${codeOf(replacing.url)}`));
    expect(await sentTo(en.id)).toEqual([expect.stringMatching(/^This link has expired or was already used/)]);

    // A new code voids the one asked for before, even while it is still valid.
    const first = await linkCode(user.token);
    await linkCode(user.token);
    await postUpdate(t.app, telegramUpdates.text(en, `/start ${codeOf(first.url)}`));
    expect((await sentTo(en.id)).length).toBe(2);
    expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))).toEqual([]);
    expect(expired.url).not.toBe(replacing.url);
  });

  it('unlinks by /stop in the bot and from the profile; a chat linked again moves to the new account', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf((await linkCode(a.token)).url)}`));
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf((await linkCode(b.token)).url)}`));
    await jobsSettled(t.app);
    const status = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/telegram/link/', headers: bearer(token) })).json().linked;
    // One account per chat: the chat now belongs to b.
    expect([await status(a.token), await status(b.token)]).toEqual([false, true]);

    await postUpdate(t.app, telegramUpdates.text(tg, '/stop'));
    expect((await sentTo(tg.id)).at(-1)).toMatch(/^Telegram hisobingiz Ipak'dan uzildi/);
    expect(await status(b.token)).toBe(false);
    await postUpdate(t.app, telegramUpdates.text(tg, '/stop'));
    expect((await sentTo(tg.id)).at(-1)).toMatch(/^Bu Telegram hisobi hech qaysi Ipak hisobiga ulanmagan/);

    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf((await linkCode(a.token)).url)}`));
    await jobsSettled(t.app);
    expect(await status(a.token)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/telegram/link/', headers: bearer(a.token) })).statusCode).toBe(204);
    expect(await status(a.token)).toBe(false);
  });

  it('answers /start alone with what the bot is for, and anything else with help', async () => {
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, '/start'));
    await postUpdate(t.app, telegramUpdates.text(tg, 'salom'));
    const texts = await sentTo(tg.id);
    expect(texts[0]).toMatch(/^Assalomu alaykum! Bu Ipak platformasining boti/);
    expect(texts[1]).toMatch(/^Men Ipak'dagi yangi xabarlar/);
  });

  it('limits the codes one user asks for (link and phone confirmation together): 429 with a wait, the last code still links, other users unaffected', async () => {
    const [user, other] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const ask = (url: string, token = user.token) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
    let last = await ask('/api/telegram/link/');
    let code = codeOf(last.json().url);
    for (let i = 0; i < 50 && last.statusCode === 200; i++) {
      last = await ask(i % 2 ? '/api/telegram/link/' : '/api/telegram/confirm-phone/');
      if (last.statusCode === 200 && i % 2) code = codeOf(last.json().url);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'rate_limited' });
    expect(last.headers['retry-after']).toBeDefined();
    expect((await ask('/api/telegram/link/', other.token)).statusCode).toBe(200);
    // The last link code given is still good.
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${code}`));
    await jobsSettled(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram/link/', headers: bearer(user.token) })).json()).toMatchObject({ linked: true });
  });

  it('refuses the link routes to a visitor who is not signed in', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/telegram/link/' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.unauthorized' });
    }
  });
});

describe('the webhook', () => {
  it('was set at start for PUBLIC_URL/api/telegram/webhook/ with the secret', async () => {
    await jobsSettled(t.app);
    expect(telegram.webhook()).toEqual({ url: 'https://ipak.test/api/telegram/webhook/', secret_token: 'test-webhook-secret-0123456789' });
  });

  it('takes an update only with Telegram’s secret header: 401 without it, 403 with another, and nothing is done', async () => {
    const tg = newTelegramUser();
    const missing = await postUpdate(t.app, telegramUpdates.text(tg, '/start'), null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'telegram.secret_missing' });
    const wrong = await postUpdate(t.app, telegramUpdates.text(tg, '/start'), 'test-webhook-secret-0123456780');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'telegram.secret_invalid' });
    const short = await postUpdate(t.app, telegramUpdates.text(tg, '/start'), 'x');
    expect(short.statusCode).toBe(403);
    expect(await sentTo(tg.id)).toEqual([]);
  });

  it('does a repeated update once, and answers a body that is not an update with 400', async () => {
    const tg = newTelegramUser();
    const update = telegramUpdates.text(tg, '/start');
    for (let i = 0; i < 3; i++) expect((await postUpdate(t.app, update)).statusCode).toBe(200);
    expect(await sentTo(tg.id)).toHaveLength(1);
    const bad = await postUpdate(t.app, { hello: 'world' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('ignores what is not a private chat (a channel post)', async () => {
    const update = { update_id: 9_000_001, channel_post: { message_id: 1, date: 0, chat: { id: -1001, type: 'channel', title: 'Ipak' }, text: '/start' } };
    expect((await postUpdate(t.app, update)).statusCode).toBe(200);
    await jobsSettled(t.app);
    expect(telegram.calls.filter((c) => c.params.chat_id === -1001)).toEqual([]);
  });
});

describe('the bot’s messages', () => {
  it('wait out a 429 for its retry_after and are tried again while Telegram is down', async () => {
    const tg = newTelegramUser();
    telegram.tooManyRequests('sendMessage', 1);
    telegram.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' });
    expect((await postUpdate(t.app, telegramUpdates.text(tg, '/start'))).statusCode).toBe(200);
    await vi.waitFor(() => expect(telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === tg.id).length).toBe(3), { timeout: 30_000, interval: 100 });
    const calls = telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === tg.id);
    expect(calls.map((c) => c.params.text)).toEqual([calls[0].params.text, calls[0].params.text, calls[0].params.text]);
  });

  it('unlink a user who blocked the bot (Telegram answers 403)', async () => {
    const user = await createSignedInUser(t.app);
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf((await linkCode(user.token)).url)}`));
    await jobsSettled(t.app);
    telegram.block(tg.id);
    await postUpdate(t.app, telegramUpdates.text(tg, 'salom'));
    await jobsSettled(t.app);
    expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))).toEqual([]);
  });
});

describe('without PUBLIC_URL (development)', () => {
  it('long-polls getUpdates (the webhook deleted first) and handles what it fetches once', async () => {
    const polled = await buildTelegramTestApp({ config: { publicUrl: undefined }, telegram: { receive: 'polling' } });
    try {
      const tg = newTelegramUser();
      const update = telegramUpdates.text(tg, '/start');
      polled.telegram.queueUpdate(update);
      await vi.waitFor(() => expect(polled.telegram.callsOf('sendMessage').map((c) => c.params.chat_id)).toEqual([tg.id]), { timeout: 20_000, interval: 100 });
      expect(polled.telegram.callsOf('deleteWebhook')).toHaveLength(1);
      expect(polled.telegram.callsOf('setWebhook')).toEqual([]);
      // The next poll confirms it (offset past it): fetched once, answered once.
      await vi.waitFor(() => expect(polled.telegram.callsOf('getUpdates').at(-1)?.params.offset).toBe(update.update_id + 1), { timeout: 20_000, interval: 100 });
      await jobsSettled(polled.t.app);
      expect(polled.telegram.callsOf('sendMessage')).toHaveLength(1);
    } finally {
      await closeTelegramTestApp(polled);
    }
  });
});

describe('without a bot configured', () => {
  let plain: TestApp;
  beforeAll(async () => (plain = await buildTestApp()));
  afterAll(() => plain.close());

  it('shows no Telegram: the site says no bot, and the routes answer 404 telegram.not_configured', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/site/' })).json()).toMatchObject({ telegram_bot: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/site/' })).json()).toMatchObject({ telegram_bot: 'ipak_test_bot' });
    const user = await createSignedInUser(plain.app);
    const res = await plain.app.inject({ method: 'POST', url: '/api/telegram/link/', headers: bearer(user.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'telegram.not_configured' });
    const hook = await postUpdate(plain.app, telegramUpdates.text(newTelegramUser(), '/start'));
    expect(hook.statusCode).toBe(404);
  });
});
