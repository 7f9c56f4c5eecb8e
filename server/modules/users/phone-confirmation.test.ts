import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_GUID, RESET_CODE_MAX_TRIES } from '@shared/constants';
import type { TestApp } from '../../test/app';
import { postJob } from '../../test/announcement-factories';
import { bearer, createSignedInUser, createUser, randomPhone } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, createProductRow, pngFile } from '../../test/shop-factories';
import { buildSmsTestApp, closeSmsTestApp } from '../../test/sms-app';
import { passwordResetCodes, users } from './users.table';

/** Issue 40: a phone is confirmed by an SMS code before the account sells, posts, chats or shows its phone. */

let t: TestApp;
let sms: Awaited<ReturnType<typeof buildSmsTestApp>>['sms'];
beforeAll(async () => ({ t, sms } = await buildSmsTestApp()));
afterAll(() => closeSmsTestApp({ t, sms }));

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/accounts/${url}`, payload, headers: token ? bearer(token) : {} });
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(token) })).json();

/** Signs up through the API: the new account's phone and access token. */
async function signUp(language?: string) {
  const phone = randomPhone();
  const res = await post('register/', { first_name: 'Zarina', phone, password: 'Atlas-2026', ...(language ? { language } : {}) });
  expect(res.statusCode).toBe(201);
  expect(res.json().message).toBe('User registered');
  return { phone, access: res.json().access as string };
}

const createProduct = async (token: string) => {
  const category = await createCategory(t.db);
  const body = multipart({ title: 'Atlas', description: '<p>Ipak.</p>', price: '100000', category: category.guid }, [await pngFile()]);
  return t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

describe('sign-up sends a code; the code confirms the phone', () => {
  it('sends a 6-digit code in the page’s language; the profile says unconfirmed until it is entered', async () => {
    const { phone, access } = await signUp('ru');
    expect(sms.messages.at(-1)?.text).toMatch(/^Ipak: код подтверждения номера \d{6}\./);
    expect(await me(access)).toMatchObject({ phone_confirmed: false });

    const uz = await signUp();
    expect(sms.messages.at(-1)?.text).toMatch(/^Ipak: telefon raqamingizni tasdiqlash kodi \d{6}\./);
    expect(uz.phone).not.toBe(phone);

    const confirmed = await post('phone/confirm/', { code: sms.lastCode(phone) }, access);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone_confirmed: true });
    expect(await me(access)).toMatchObject({ phone_confirmed: true });
  });

  it('wrong codes count against the code: the last try spends it (429), a new code is needed', async () => {
    const { phone, access } = await signUp();
    const right = sms.lastCode(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i < RESET_CODE_MAX_TRIES; i++) {
      const res = await post('phone/confirm/', { code: wrong }, access);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('users.reset_code_invalid');
    }
    const last = await post('phone/confirm/', { code: wrong }, access);
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('users.reset_code_exhausted');
    // Even the right code no longer works.
    expect((await post('phone/confirm/', { code: right }, access)).json().code).toBe('users.reset_code_expired');
    expect(await me(access)).toMatchObject({ phone_confirmed: false });
  });

  it('an expired code is refused', async () => {
    const { phone, access } = await signUp();
    const user = (await t.db.select().from(users).where(eq(users.phone, phone)))[0];
    await t.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetCodes.userId, user.id));
    const res = await post('phone/confirm/', { code: sms.lastCode(phone) }, access);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('users.reset_code_expired');
  });

  it('sends again on request (a new code replaces the old), within the reset’s limit of codes per phone', async () => {
    const { phone, access } = await signUp();
    const first = sms.lastCode(phone);
    const again = await post('phone/code/', {}, access);
    expect(again.statusCode).toBe(200);
    const second = sms.lastCode(phone);
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second) expect((await post('phone/confirm/', { code: first }, access)).json().code).toBe('users.reset_code_invalid');
    // Sign-up's code and one resend used; the third code is the last of the window.
    expect((await post('phone/code/', {}, access)).statusCode).toBe(200);
    const refused = await post('phone/code/', {}, access);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toMatch(/^rate_limited/);
    // The limit is the confirmation's own: the phone's password reset still gets its codes.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/request/', payload: { phone } })).statusCode).toBe(200);
    expect((await post('phone/confirm/', { code: sms.messages.filter((m) => m.to === `998${phone}`).at(-2)!.text.match(/\d{6}/)![0] }, access)).statusCode).toBe(200);
  });

  it('asks for a signed-in caller', async () => {
    expect((await post('phone/code/', {})).statusCode).toBe(401);
    expect((await post('phone/confirm/', { code: '123456' })).statusCode).toBe(401);
    const { access } = await signUp();
    expect((await post('phone/confirm/', { code: '12ab' }, access)).statusCode).toBe(400);
  });

  it("the phone's real owner claims it through the reset: a reset by SMS code confirms the phone and ends the other's sessions", async () => {
    const { phone, access } = await signUp();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/request/', payload: { phone } })).statusCode).toBe(200);
    expect(sms.messages.at(-1)?.text).toMatch(/parolni tiklash kodi/);
    const reset = await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/confirm/', payload: { phone, code: sms.lastCode(phone), password: 'Egasi-2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(access)).code).toBe('auth.session_ended');
    const owner = (await post('login/', { phone, password: 'Egasi-2026' })).json().access as string;
    expect(await me(owner)).toMatchObject({ phone_confirmed: true });
    expect((await createProduct(owner)).statusCode).toBe(201);
  });
});

describe('an unconfirmed account cannot sell, post or start a chat (403 auth.phone_unconfirmed)', () => {
  it('confirmed → sells and posts; unconfirmed → refused with the code', async () => {
    const confirmed = await createSignedInUser(t.app);
    expect((await createProduct(confirmed.token)).statusCode).toBe(201);
    expect((await postJob(t.app, confirmed.token, 'Tikuvchi kerak')).statusCode).toBe(201);

    const { access } = await signUp();
    for (const res of [await createProduct(access), await postJob(t.app, access, 'Tikuvchi kerak')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.phone_unconfirmed', message: 'Avval telefon raqamingizni tasdiqlang' });
    }
  });

  it('starting a chat about a product is refused until the phone is confirmed', async () => {
    const seller = await createUser(t.db);
    const category = await createCategory(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: category.id });
    const buyer = await createSignedInUser(t.app, { phoneConfirmedAt: null });
    const start = () => t.app.inject({ method: 'POST', url: `/api/messenger/chats/${seller.guid}/create/`, payload: { data: { product: product.guid } }, headers: bearer(buyer.token) });
    const refused = await start();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.phone_unconfirmed');
    await t.db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.id, buyer.id));
    expect((await start()).statusCode).toBe(201);
  });
});
