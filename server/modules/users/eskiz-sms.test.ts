import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/app';
import { FAKE_ESKIZ_ACCOUNT, startFakeEskizServer, type FakeEskizServer } from '../../test/fake-eskiz-server';
import { bearer, createUser, randomPhone, signInStaff } from '../../test/factories';

/**
 * Issue 41, item 7: with SMS_PROVIDER=eskiz the codes of sign-up and of a password reset go through
 * Eskiz (a local stand-in here), from the configuration on: loadConfig → createServices → the sender.
 */

let eskiz: FakeEskizServer;
let t: TestApp;
/** Every line the app logs (warnings and errors). */
const lines: string[] = [];

beforeAll(async () => {
  eskiz = await startFakeEskizServer();
  const { sms } = loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: FAKE_ESKIZ_ACCOUNT.email, ESKIZ_PASSWORD: FAKE_ESKIZ_ACCOUNT.password, ESKIZ_API_URL: eskiz.url });
  t = await buildTestApp({ config: { sms, logLevel: 'warn' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
  await eskiz.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/accounts/${url}`, payload, headers: token ? bearer(token) : {} });
const logText = () => lines.join('');

describe('SMS_PROVIDER=eskiz', () => {
  it('a sign-up’s code goes through Eskiz and confirms the phone', async () => {
    const phone = randomPhone();
    const res = await post('register/', { first_name: 'Zarina', phone, password: 'Atlas-2026' });
    expect(res.statusCode).toBe(201);
    const access = res.json().access as string;
    const sent = eskiz.messages.at(-1);
    expect(sent).toMatchObject({ mobile_phone: `998${phone}`, from: '4546' });
    expect(sent?.message).toMatch(/^Ipak: telefon raqamingizni tasdiqlash kodi \d{6}\./);

    const confirmed = await post('phone/confirm/', { code: eskiz.lastCode(phone) }, access);
    expect(confirmed.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) });
    expect(me.json()).toMatchObject({ phone_confirmed: true });
  });

  it('a password reset’s code goes through Eskiz, on the same token, and again after it expired', async () => {
    const user = await createUser(t.db);
    const logins = eskiz.calls.login;
    expect((await post('password-reset/request/', { phone: user.phone })).statusCode).toBe(200);
    expect(eskiz.calls.login).toBe(logins);
    const confirm = await post('password-reset/confirm/', { phone: user.phone, code: eskiz.lastCode(user.phone), password: 'Yangi-parol-7' });
    expect(confirm.statusCode).toBe(200);
    expect((await post('login/', { phone: user.phone, password: 'Yangi-parol-7' })).statusCode).toBe(200);

    eskiz.expireTokens();
    const other = await createUser(t.db);
    expect((await post('password-reset/request/', { phone: other.phone })).statusCode).toBe(200);
    expect(eskiz.calls.login).toBe(logins + 1);
    expect(eskiz.lastCode(other.phone)).toMatch(/^\d{6}$/);
  });

  it('Eskiz refusing the sign-in (its password changed): the sign-up and the reset form answer as usual, a resend and an admin’s reset say 503, the failure is logged without the password or a token', async () => {
    eskiz.settings.account = { ...FAKE_ESKIZ_ACCOUNT, password: 'cabinetda-yangi-parol' };
    eskiz.expireTokens();
    try {
      const phone = randomPhone();
      const res = await post('register/', { first_name: 'Zarina', phone, password: 'Atlas-2026' });
      expect(res.statusCode).toBe(201);
      const access = res.json().access as string;
      expect(eskiz.lastCode(phone)).toBeUndefined();
      expect(logText()).toContain('SMS code not sent');
      expect(logText()).toContain('Eskiz refused the sign-in (401): check ESKIZ_EMAIL and ESKIZ_PASSWORD');

      // The reset form answers as for any phone (a failure only for registered ones would tell who is
      // registered); no code came, the failure is in the log, and the form sends again after its countdown.
      const user = await createUser(t.db);
      const reset = await post('password-reset/request/', { phone: user.phone });
      expect(reset.statusCode).toBe(200);
      expect(eskiz.lastCode(user.phone)).toBeUndefined();

      // Asked for by the signed-in reader ('send again' on the code page) or by an admin, the failure is
      // said: 503 users.sms_unavailable in the one error shape, never a 500.
      const resend = await post('phone/code/', {}, access);
      expect(resend.statusCode).toBe(503);
      expect(resend.json()).toMatchObject({ code: 'users.sms_unavailable' });
      const { admin } = await signInStaff(t.app);
      const byAdmin = await t.app.inject({ method: 'POST', url: `/api/users/dashboard/users/${user.guid}/password-reset/`, headers: bearer(admin.token) });
      expect(byAdmin.statusCode).toBe(503);
      expect(byAdmin.json()).toMatchObject({ code: 'users.sms_unavailable' });
    } finally {
      eskiz.settings.account = { ...FAKE_ESKIZ_ACCOUNT };
    }
    for (const secret of [FAKE_ESKIZ_ACCOUNT.password, 'cabinetda-yangi-parol', ...eskiz.issued]) expect(logText()).not.toContain(secret);
  });
});
