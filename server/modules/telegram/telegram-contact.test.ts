import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_GUID, REFRESH_COOKIE, SESSION_COOKIE_HEADER } from '@shared/constants';
import type { TestApp } from '../../test/app';
import { bearer, createSignedInUser, createUser } from '../../test/factories';
import { newTelegramUser, telegramUpdates, type FakeTelegram } from '../../test/fake-telegram-server';
import { jobsSettled } from '../../test/jobs';
import { buildTelegramTestApp, closeTelegramTestApp, postUpdate } from '../../test/telegram-app';
import { users } from '../users';
import { phoneOfContact } from './telegram.contact';
import { telegramCodes, telegramLinks } from './telegram.table';

/** Issue 41 item 5: a phone confirmed, and a linked user signed in on a new device, by the owner's own shared contact. */

let t: TestApp;
let telegram: FakeTelegram;
beforeAll(async () => ({ t, telegram } = await buildTelegramTestApp()));
afterAll(() => closeTelegramTestApp({ t, telegram }));

let nextAddress = 1;
/** Each sign-in asked from an address of its own: the per-address limit is tested apart. */
const anotherAddress = () => `10.41.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

/** The messages the bot sent to a chat, in order (once the queued ones are sent). */
async function sentTo(chatId: number) {
  await jobsSettled(t.app);
  return telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === chatId);
}
const textsTo = async (chatId: number) => (await sentTo(chatId)).map((c) => String(c.params.text));

const codeOf = (url: string) => new URL(url).searchParams.get('start')!;
/** The same number as Telegram writes it (it leaves out the + on some clients). */
const telegramNumber = (phone: string, plus = true) => `${plus ? '+' : ''}998${phone}`;

async function confirmCode(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/telegram/confirm-phone/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return codeOf(res.json().url);
}
const phoneConfirmed = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/telegram/confirm-phone/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().phone_confirmed as boolean;
};

/** A contact as Telegram sends one typed in by hand: no user_id. */
function withoutUserId(update: ReturnType<typeof telegramUpdates.contact>) {
  const { user_id: _userId, ...contact } = update.message.contact;
  return { ...update, message: { ...update.message, contact } };
}

/** A signed-in user whose phone is not confirmed yet (as after sign-up). */
const newcomer = (language: 'uz' | 'ru' | 'en' = 'uz') => createSignedInUser(t.app, { phoneConfirmedAt: null, language, firstName: 'Zarina' });

describe('the phone number of a shared contact', () => {
  it('is the 9 digits users.phone holds, with or without +998; a foreign number is none', () => {
    expect(phoneOfContact('+998901234567')).toBe('901234567');
    expect(phoneOfContact('998901234567')).toBe('901234567');
    expect(phoneOfContact('901234567')).toBe('901234567');
    expect(phoneOfContact('+79161234567')).toBeNull();
    expect(phoneOfContact('+99890123456')).toBeNull();
  });
});

describe('confirming a phone with Telegram', () => {
  it('asks for the contact with a request_contact button in the account’s language; the owner’s own contact confirms the phone and links the chat', async () => {
    const user = await newcomer('ru');
    expect(await phoneConfirmed(user.token)).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/telegram/confirm-phone/', headers: bearer(user.token) });
    expect(res.json().url).toMatch(/^https:\/\/t\.me\/ipak_test_bot\?start=[\w-]{32}$/);
    const tg = newTelegramUser({ language_code: 'en' });
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf(res.json().url)}`));
    const [ask] = await sentTo(tg.id);
    expect(ask.params.text).toMatch(/^Чтобы подтвердить номер телефона/);
    expect(ask.params.reply_markup).toEqual({ keyboard: [[{ text: 'Поделиться контактом', request_contact: true }]], resize_keyboard: true, one_time_keyboard: true });
    // Not yet: the code alone confirms nothing.
    expect(await phoneConfirmed(user.token)).toBe(false);

    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone, false)));
    const [, done] = await sentTo(tg.id);
    expect(done.params.text).toMatch(/^Спасибо, Zarina! Номер телефона подтверждён/);
    expect(done.params.reply_markup).toEqual({ remove_keyboard: true });
    expect(await phoneConfirmed(user.token)).toBe(true);
    const me = (await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(user.token) })).json();
    expect(me.phone_confirmed).toBe(true);
    const [link] = await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id));
    expect(link).toMatchObject({ chatId: tg.id, telegramUserId: tg.id });

    // The same contact again: the code is answered, nothing more is waiting.
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Контакт сейчас не ожидался/);
  });

  it('refuses someone else’s contact and one without a Telegram user: nothing confirmed, the button offered again', async () => {
    const user = await newcomer();
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${await confirmCode(user.token)}`));
    // The owner's number, on a contact card of another Telegram user (forwarded, or picked from the address book).
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone), tg.id + 1));
    // A contact typed in by hand carries no user_id.
    await postUpdate(t.app, withoutUserId(telegramUpdates.contact(tg, telegramNumber(user.phone))));
    const [, other, typed] = await sentTo(tg.id);
    for (const refusal of [other, typed]) {
      expect(refusal.params.text).toMatch(/^Bu sizning kontaktingiz emas: hech narsa tasdiqlanmadi/);
      expect(refusal.params.reply_markup).toMatchObject({ keyboard: [[{ text: 'Kontaktimni ulashish', request_contact: true }]] });
    }
    expect(await phoneConfirmed(user.token)).toBe(false);
    expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))).toEqual([]);

    // The owner's own contact then still confirms (the code waits until it expires).
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Rahmat, Zarina! Telefon raqamingiz tasdiqlandi/);
    expect(await phoneConfirmed(user.token)).toBe(true);
  });

  it('refuses the sender’s own contact with a number that is not the account’s', async () => {
    const user = await newcomer('en');
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${await confirmCode(user.token)}`));
    const otherPhone = user.phone.startsWith('99') ? `88${user.phone.slice(2)}` : `99${user.phone.slice(2)}`;
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(otherPhone)));
    await postUpdate(t.app, telegramUpdates.contact(tg, '+79161234567'));
    const texts = await textsTo(tg.id);
    expect(texts.slice(1)).toEqual([expect.stringMatching(/^This number is not your Ipak account’s/), expect.stringMatching(/^This number is not your Ipak account’s/)]);
    expect(await phoneConfirmed(user.token)).toBe(false);
  });

  it('refuses a contact with no code waiting, and one after the code expired or was replaced; an expired or spent code is refused at /start', async () => {
    const user = await newcomer();
    const tg = newTelegramUser({ language_code: 'ru' });
    // No code at all.
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    expect(await textsTo(tg.id)).toEqual([expect.stringMatching(/^Контакт сейчас не ожидался/)]);

    // A code spent by /start, then expired before the contact came.
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${await confirmCode(user.token)}`));
    await jobsSettled(t.app);
    await t.db.update(telegramCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(telegramCodes.userId, user.id));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    // The account's language now: the code names the account… but an expired code names nothing: the reader's.
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Контакт сейчас не ожидался/);

    // An expired code at /start, and a spent one.
    const expired = await confirmCode(user.token);
    await t.db.update(telegramCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(telegramCodes.userId, user.id));
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${expired}`));
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Эта ссылка устарела или уже использована/);
    const spent = await confirmCode(user.token);
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${spent}`));
    const other = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(other, `/start ${spent}`));
    expect(await textsTo(other.id)).toEqual([expect.stringMatching(/^Bu havola eskirgan yoki allaqachon ishlatilgan/)]);
    // The other chat, never asked, cannot answer the code with the owner's number either.
    await postUpdate(t.app, telegramUpdates.contact(other, telegramNumber(user.phone)));
    expect((await textsTo(other.id)).at(-1)).toMatch(/^Hozir kontakt kutilmayotgan edi/);
    expect(await phoneConfirmed(user.token)).toBe(false);
  });

  it('confirms nothing for a blocked account', async () => {
    const user = await newcomer();
    const tg = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${await confirmCode(user.token)}`));
    await jobsSettled(t.app);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Hisobingiz bloklangan/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.phoneConfirmedAt).toBeNull();
  });

  it('is for a signed-in user only', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/telegram/confirm-phone/' });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('signing in with Telegram on a new device', () => {
  /** A user whose account is linked to this Telegram user (through the link code). */
  async function linkedUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createSignedInUser(t.app, overrides);
    const tg = newTelegramUser();
    const link = await t.app.inject({ method: 'POST', url: '/api/telegram/link/', headers: bearer(user.token) });
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${codeOf(link.json().url)}`));
    await jobsSettled(t.app);
    return { user, tg };
  }

  async function startSignIn(address = anotherAddress()) {
    const res = await t.app.inject({ method: 'POST', url: '/api/telegram/sign-in/', remoteAddress: address });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { url: string; expires_at: string; poll_token: string };
    return { ...body, code: codeOf(body.url) };
  }
  const poll = (pollToken: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/telegram/sign-in/poll/', payload: { poll_token: pollToken }, headers });

  it('waits until the linked owner shares their contact; then the poll takes a session once, usable on the account routes, with the web app’s refresh cookie', async () => {
    const { user, tg } = await linkedUser({ language: 'en' });
    const signIn = await startSignIn();
    expect(signIn.poll_token.length).toBeGreaterThanOrEqual(40);
    expect((await poll(signIn.poll_token)).json()).toEqual({ status: 'waiting' });

    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${signIn.code}`));
    const [ask] = (await sentTo(tg.id)).slice(-1);
    expect(ask.params.text).toMatch(/^To sign in to Ipak on a new device.*If you did not ask to sign in, ignore this message/);
    expect(ask.params.reply_markup).toMatchObject({ keyboard: [[{ request_contact: true }]] });
    expect((await poll(signIn.poll_token)).json()).toEqual({ status: 'waiting' });

    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    const done = (await sentTo(tg.id)).at(-1)!;
    expect(done.params.text).toMatch(/^A new device has signed in to your Ipak account/);
    expect(done.params.reply_markup).toEqual({ remove_keyboard: true });

    const answer = await poll(signIn.poll_token, { [SESSION_COOKIE_HEADER]: 'cookie' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({ status: 'signed_in', access: expect.any(String) });
    expect(answer.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const me = await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(body.access) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ guid: user.guid });

    // Taken once.
    const again = await poll(signIn.poll_token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'telegram.sign_in_expired' });
  });

  it('answers a client without the cookie header both tokens, as the password sign-in does; the owner’s contact confirms the phone too', async () => {
    const { user, tg } = await linkedUser({ phoneConfirmedAt: null });
    const signIn = await startSignIn();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${signIn.code}`));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    await jobsSettled(t.app);
    const body = (await poll(signIn.poll_token)).json();
    expect(body).toEqual({ status: 'signed_in', access: expect.any(String), refresh: expect.any(String) });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/accounts/refresh/', payload: { refresh: body.refresh } });
    expect(refreshed.statusCode).toBe(200);
    expect(await phoneConfirmed(body.access)).toBe(true);
  });

  it('signs nobody in for a poll token of someone else’s code, an unknown token, or an expired sign-in', async () => {
    const { user, tg } = await linkedUser();
    const mine = await startSignIn();
    const theirs = await startSignIn();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${mine.code}`));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    await jobsSettled(t.app);
    // The other browser's poll token is of a code nobody answered: it still waits, and gets no session.
    expect((await poll(theirs.poll_token)).json()).toEqual({ status: 'waiting' });
    expect((await poll('not-a-poll-token')).statusCode).toBe(410);
    // The code itself is no poll token.
    expect((await poll(mine.code)).statusCode).toBe(410);
    await t.db.update(telegramCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(telegramCodes.purpose, 'sign_in'));
    const expired = await poll(theirs.poll_token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'telegram.sign_in_expired' });
    // An approved sign-in is still taken just after the code's time (the page's last poll).
    expect((await poll(mine.poll_token)).json()).toMatchObject({ status: 'signed_in' });
  });

  it('approves nothing for someone else’s contact, an account not linked to this Telegram, or an unknown number', async () => {
    const { user } = await linkedUser();
    const stranger = newTelegramUser();
    const signIn = await startSignIn();
    await postUpdate(t.app, telegramUpdates.text(stranger, `/start ${signIn.code}`));
    // The stranger's own contact carrying the victim's number (Telegram would not make one; a forged update would).
    await postUpdate(t.app, telegramUpdates.contact(stranger, telegramNumber(user.phone)));
    const unlinked = await createUser(t.db);
    await postUpdate(t.app, telegramUpdates.contact(stranger, telegramNumber(unlinked.phone)));
    await postUpdate(t.app, telegramUpdates.contact(stranger, '+998000000001'));
    // Someone else's contact card.
    await postUpdate(t.app, telegramUpdates.contact(stranger, telegramNumber(user.phone), stranger.id + 1));
    const texts = (await textsTo(stranger.id)).slice(1);
    expect(texts.slice(0, 3)).toEqual(Array(3).fill(expect.stringMatching(/^Bu raqamdagi Ipak hisobi bu Telegram'ga ulanmagan/)));
    expect(texts[3]).toMatch(/^Bu sizning kontaktingiz emas/);
    expect((await poll(signIn.poll_token)).json()).toEqual({ status: 'waiting' });
  });

  it('refuses a blocked account as the password sign-in refuses it', async () => {
    const { user, tg } = await linkedUser();
    const signIn = await startSignIn();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${signIn.code}`));
    await jobsSettled(t.app);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    expect((await textsTo(tg.id)).at(-1)).toMatch(/^Hisobingiz bloklangan/);
    expect((await poll(signIn.poll_token)).json()).toEqual({ status: 'waiting' });
    const login = await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: user.phone, password: user.password }, remoteAddress: anotherAddress() });
    expect(login.json()).toMatchObject({ code: 'auth.blocked' });

    // Blocked between the approval and the poll: the poll says it as the sign-in does.
    await t.db.update(users).set({ blockedAt: null }).where(eq(users.id, user.id));
    const next = await startSignIn();
    await postUpdate(t.app, telegramUpdates.text(tg, `/start ${next.code}`));
    await postUpdate(t.app, telegramUpdates.contact(tg, telegramNumber(user.phone)));
    await jobsSettled(t.app);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    const refused = await poll(next.poll_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.blocked' });
  });

  it('limits the sign-ins asked for per address, as sign-in is limited', async () => {
    const address = anotherAddress();
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) status = (await t.app.inject({ method: 'POST', url: '/api/telegram/sign-in/', remoteAddress: address })).statusCode;
    expect(status).toBe(429);
    const refused = await t.app.inject({ method: 'POST', url: '/api/telegram/sign-in/', remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held up.
    expect((await t.app.inject({ method: 'POST', url: '/api/telegram/sign-in/', remoteAddress: anotherAddress() })).statusCode).toBe(200);
  });
});
