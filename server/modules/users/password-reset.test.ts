import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createUser, randomPhone } from '../../test/factories';
import { buildSmsTestApp, closeSmsTestApp } from '../../test/sms-app';

let t: TestApp;
let sms: Awaited<ReturnType<typeof buildSmsTestApp>>['sms'];
beforeAll(async () => ({ t, sms } = await buildSmsTestApp()));
afterAll(() => closeSmsTestApp({ t, sms }));

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/users/accounts/password-reset/${url}`, payload: payload as object });
const loginStatus = async (phone: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone, password } })).statusCode;

describe('password reset by SMS code', () => {
  it('sends a code through the SMS provider and sets a new password with it', async () => {
    const user = await createUser(t.db);
    const session = (await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: user.phone, password: user.password } })).json();
    const res = await post('request/', { phone: user.phone });
    expect(res.statusCode).toBe(200);
    const code = sms.lastCode(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.messages.at(-1)?.authorization).toBe('Bearer test-token');

    const confirm = await post('confirm/', { phone: user.phone, code, password: 'Yangi-parol-7' });
    expect(confirm.statusCode).toBe(200);
    expect(await loginStatus(user.phone, 'Yangi-parol-7')).toBe(200);
    expect(await loginStatus(user.phone, user.password)).toBe(401);
    // Sessions opened with the old password end.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/accounts/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    // …at once: their access tokens too.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: { authorization: `Bearer ${session.access}` } });
    expect(me.json()).toMatchObject({ code: 'auth.session_ended' });
    // A code works once.
    expect((await post('confirm/', { phone: user.phone, code, password: 'Boshqa-parol-8' })).statusCode).toBe(400);
  });

  it("writes the SMS in the language the user chose (kept on the profile), Uzbek by default", async () => {
    const uz = await createUser(t.db);
    await post('request/', { phone: uz.phone });
    expect(sms.messages.at(-1)?.text).toMatch(/^Ipak: parolni tiklash kodi \d{6}\./);

    const ru = await createUser(t.db);
    const token = (await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: ru.phone, password: ru.password } })).json().access;
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { language: 'ru' }, headers: { authorization: `Bearer ${token}` } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().language).toBe('ru');
    await post('request/', { phone: ru.phone });
    const text = sms.messages.at(-1)?.text ?? '';
    expect(text).toMatch(/^Ipak: код для восстановления пароля \d{6}\./);
    expect(text).toContain(sms.lastCode(ru.phone));

    // Uzbek Cyrillic: the Uzbek text through the project's transliterator.
    const cyrl = await createUser(t.db);
    const cyrlToken = (await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: cyrl.phone, password: cyrl.password } })).json().access;
    const chosen = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { language: 'uz-Cyrl' }, headers: { authorization: `Bearer ${cyrlToken}` } });
    expect(chosen.json().language).toBe('uz-Cyrl');
    await post('request/', { phone: cyrl.phone });
    expect(sms.messages.at(-1)?.text).toBe(`Ипак: паролни тиклаш коди ${sms.lastCode(cyrl.phone)}. Код 5 дақиқа амал қилади. Уни ҳеч кимга берманг.`);

    // A language the site does not speak is refused in the one error shape.
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { language: 'uz-Arab' }, headers: { authorization: `Bearer ${cyrlToken}` } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers the same for an unknown phone and sends nothing', async () => {
    const before = sms.messages.length;
    const res = await post('request/', { phone: randomPhone() });
    expect(res.statusCode).toBe(200);
    expect(sms.messages.length).toBe(before);
  });

  it('allows 5 tries, then the code is dead even when right', async () => {
    const user = await createUser(t.db);
    await post('request/', { phone: user.phone });
    const code = sms.lastCode(user.phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('confirm/', { phone: user.phone, code: wrong, password: 'Yangi-parol-7' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const late = await post('confirm/', { phone: user.phone, code, password: 'Yangi-parol-7' });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('users.reset_code_expired');
    expect(await loginStatus(user.phone, user.password)).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.db);
    await post('request/', { phone: user.phone });
    const code = sms.lastCode(user.phone)!;
    const { passwordResetCodes } = await import('./users.table');
    const { eq } = await import('drizzle-orm');
    await t.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetCodes.userId, user.id));
    const res = await post('confirm/', { phone: user.phone, code, password: 'Yangi-parol-7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('users.reset_code_expired');
  });

  it('limits code requests per phone (each one costs an SMS)', async () => {
    const user = await createUser(t.db);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('request/', { phone: user.phone })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('validates the body', async () => {
    const res = await post('confirm/', { phone: '12', code: 'abc', password: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'password', 'phone']);
  });
});
