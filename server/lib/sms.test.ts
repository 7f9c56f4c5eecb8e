import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FAKE_ESKIZ_ACCOUNT, startFakeEskizServer, type FakeEskizServer } from '../test/fake-eskiz-server';
import { createSmsSender, EskizSmsSender, HttpSmsSender, type EskizOptions } from './sms';

/** Issue 41, item 7: Eskiz (notify.eskiz.uz) as the SMS provider, against a local stand-in. */

let eskiz: FakeEskizServer;
beforeAll(async () => {
  eskiz = await startFakeEskizServer();
});
afterAll(() => eskiz.close());
beforeEach(() => {
  eskiz.settings.account = { ...FAKE_ESKIZ_ACCOUNT };
  eskiz.settings.tokenLifetimeSeconds = 30 * 24 * 3600;
  eskiz.settings.templates = undefined;
});

const sender = (opts: Partial<EskizOptions> = {}) => new EskizSmsSender({ apiUrl: eskiz.url, ...FAKE_ESKIZ_ACCOUNT, from: '4546', ...opts });
/** A fresh 9-digit phone, so each test reads its own messages. */
let phones = 0;
const phone = () => `90${String(1_000_000 + ++phones * 7919).slice(-7)}`;
const sentTo = (p: string) => eskiz.messages.filter((m) => m.mobile_phone === `998${p}`);
/** The calls the stand-in has had since `before`. */
const callsSince = (before: typeof eskiz.calls) => ({ login: eskiz.calls.login - before.login, refresh: eskiz.calls.refresh - before.refresh, send: eskiz.calls.send - before.send });

describe('Eskiz: signing in and sending', () => {
  it('signs in with the account, then sends to 998XXXXXXXXX from the sender name', async () => {
    const before = { ...eskiz.calls };
    const to = phone();
    await sender().send(to, 'Ipak: kod 123456');
    expect(sentTo(to)).toEqual([{ mobile_phone: `998${to}`, message: 'Ipak: kod 123456', from: '4546', token: expect.any(String) }]);
    expect(callsSince(before)).toEqual({ login: 1, refresh: 0, send: 1 });
  });

  it('a second send reuses the token: one login per process', async () => {
    const s = sender();
    const before = { ...eskiz.calls };
    const [a, b] = [phone(), phone()];
    await s.send(a, 'birinchi');
    await s.send(b, 'ikkinchi');
    expect(callsSince(before)).toEqual({ login: 1, refresh: 0, send: 2 });
    expect(sentTo(a)[0].token).toBe(sentTo(b)[0].token);
  });

  it('sends at the same moment share the one login in flight', async () => {
    const s = sender();
    const before = { ...eskiz.calls };
    const to = [phone(), phone(), phone(), phone()];
    await Promise.all(to.map((p) => s.send(p, 'birga')));
    expect(callsSince(before)).toEqual({ login: 1, refresh: 0, send: 4 });
    expect(to.every((p) => sentTo(p).length === 1)).toBe(true);
  });

  it('an expired token: signs in again once and the message goes', async () => {
    const s = sender();
    await s.send(phone(), 'oldin');
    eskiz.expireTokens();
    const before = { ...eskiz.calls };
    const to = phone();
    await s.send(to, 'keyin');
    // The refused send, a new login, the send again.
    expect(callsSince(before)).toEqual({ login: 1, refresh: 0, send: 2 });
    expect(sentTo(to)).toHaveLength(1);

    // Several sends that all meet the expired token: still one new login between them.
    eskiz.expireTokens();
    const again = { ...eskiz.calls };
    const many = [phone(), phone(), phone()];
    await Promise.all(many.map((p) => s.send(p, 'yana')));
    expect(callsSince(again).login).toBe(1);
    expect(many.every((p) => sentTo(p).length === 1)).toBe(true);
  });

  it('a token about to expire is refreshed (PATCH auth/refresh) before the send', async () => {
    const s = sender();
    eskiz.settings.tokenLifetimeSeconds = 3600; // within the day ahead that renews a token
    const first = phone();
    await s.send(first, 'bir');
    eskiz.settings.tokenLifetimeSeconds = 30 * 24 * 3600;
    const before = { ...eskiz.calls };
    const second = phone();
    await s.send(second, 'ikki');
    expect(callsSince(before)).toEqual({ login: 0, refresh: 1, send: 1 });
    expect(sentTo(second)[0].token).not.toBe(sentTo(first)[0].token);
    // The refreshed token (30 days) is kept.
    await s.send(phone(), 'uch');
    expect(callsSince(before)).toEqual({ login: 0, refresh: 1, send: 2 });
  });

  it('a refused refresh falls back to a new login', async () => {
    const s = sender();
    eskiz.settings.tokenLifetimeSeconds = 3600;
    await s.send(phone(), 'bir');
    eskiz.settings.tokenLifetimeSeconds = 30 * 24 * 3600;
    eskiz.expireTokens();
    const before = { ...eskiz.calls };
    const to = phone();
    await s.send(to, 'ikki');
    expect(callsSince(before)).toEqual({ login: 1, refresh: 1, send: 1 });
    expect(sentTo(to)).toHaveLength(1);
  });
});

describe('Eskiz: refusals', () => {
  it('wrong credentials: the send fails with a clear error that holds neither the password nor the e-mail', async () => {
    const password = 'noto-g-ri-parol-77';
    const s = sender({ password });
    const to = phone();
    const err = await s.send(to, 'kod').then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/^Eskiz refused the sign-in \(401\): check ESKIZ_EMAIL and ESKIZ_PASSWORD/);
    expect(err?.message).not.toContain(password);
    expect(err?.stack).not.toContain(password);
    expect(err?.message).not.toContain(FAKE_ESKIZ_ACCOUNT.email);
    expect(sentTo(to)).toEqual([]);
    // Each later send tries the sign-in again (the password may have been put right at Eskiz).
    eskiz.settings.account = { email: FAKE_ESKIZ_ACCOUNT.email, password };
    await s.send(to, 'endi');
    expect(sentTo(to)).toHaveLength(1);
  });

  it('a password changed at Eskiz once the token expires: the new sign-in is refused, the send fails', async () => {
    const s = sender();
    await s.send(phone(), 'oldin');
    eskiz.settings.account = { ...FAKE_ESKIZ_ACCOUNT, password: 'yangi-parol-2027' };
    eskiz.expireTokens();
    await expect(s.send(phone(), 'keyin')).rejects.toThrow(/^Eskiz refused the sign-in \(401\)/);
  });

  it('a refused number: fails with Eskiz’s words, and keeps the token', async () => {
    const s = sender();
    await s.send(phone(), 'bir');
    const bad = phone();
    eskiz.refuseNumber(bad);
    const before = { ...eskiz.calls };
    await expect(s.send(bad, 'kod')).rejects.toThrow('Eskiz refused the SMS (400): Invalid phone number');
    await s.send(phone(), 'ikki');
    expect(callsSince(before)).toEqual({ login: 0, refresh: 0, send: 2 });
    expect(sentTo(bad)).toEqual([]);
  });

  it('a text outside the account’s moderated templates, and a sender name not the account’s, are refused', async () => {
    eskiz.settings.templates = [/^Ipak: telefon raqamingizni tasdiqlash kodi \d{6}\./];
    const s = sender();
    const to = phone();
    await expect(s.send(to, 'Ipak: boshqa matn')).rejects.toThrow(/^Eskiz refused the SMS \(400\): This text has not been moderated/);
    await s.send(to, 'Ipak: telefon raqamingizni tasdiqlash kodi 123456. Kod 5 daqiqa amal qiladi.');
    expect(sentTo(to)).toHaveLength(1);

    eskiz.settings.templates = undefined;
    await expect(sender({ from: 'Boshqa' }).send(phone(), 'kod')).rejects.toThrow(/^Eskiz refused the SMS \(400\): Nickname Boshqa/);
    const named = phone();
    await sender({ from: 'Ipak' }).send(named, 'kod');
    expect(sentTo(named)[0].from).toBe('Ipak');
  });

  it('Eskiz out of reach, or silent past the timeout: the send fails', async () => {
    const gone = await startFakeEskizServer();
    await gone.close();
    await expect(sender({ apiUrl: gone.url }).send(phone(), 'kod')).rejects.toThrow(/^Eskiz did not answer POST \/api\/auth\/login/);

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(sender({ apiUrl: url, timeoutMs: 200 }).send(phone(), 'kod')).rejects.toThrow(/^Eskiz did not answer POST \/api\/auth\/login: .*timeout/i);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('SMS_PROVIDER and the ESKIZ_* variables', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const eskizEnv = { SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'ipak@example.uz', ESKIZ_PASSWORD: 'maxfiy-parol-1' };

  it('by default: http when SMS_API_URL is set, else the log', () => {
    expect(load({}).sms).toEqual({ provider: 'log' });
    expect(load({ SMS_API_URL: 'https://sms.example.uz/send', SMS_API_TOKEN: 't0k' }).sms).toEqual({ provider: 'http', url: 'https://sms.example.uz/send', token: 't0k' });
    expect(load({ SMS_PROVIDER: 'log', SMS_API_URL: 'https://sms.example.uz/send' }).sms).toEqual({ provider: 'log' });
  });

  it('eskiz: the account, the sender name 4546 and notify.eskiz.uz unless set', () => {
    expect(load(eskizEnv).sms).toEqual({ provider: 'eskiz', email: 'ipak@example.uz', password: 'maxfiy-parol-1', from: '4546', apiUrl: 'https://notify.eskiz.uz' });
    expect(load({ ...eskizEnv, ESKIZ_FROM: 'Ipak', ESKIZ_API_URL: 'http://127.0.0.1:9/' }).sms).toMatchObject({ from: 'Ipak', apiUrl: 'http://127.0.0.1:9' });
    // The http provider stays as it was beside it.
    expect(load({ ...eskizEnv, SMS_API_URL: 'https://sms.example.uz/send' }).sms.provider).toBe('eskiz');
  });

  it('createSmsSender makes the chosen sender', () => {
    const log = { info: () => undefined } as never;
    expect(createSmsSender(load(eskizEnv).sms, log)).toBeInstanceOf(EskizSmsSender);
    expect(createSmsSender(load({ SMS_API_URL: 'https://sms.example.uz/send' }).sms, log)).toBeInstanceOf(HttpSmsSender);
  });

  it('stops the start with a clear message when the variables do not fit together', () => {
    expect(() => load({ SMS_PROVIDER: 'eskiz' })).toThrow(/ESKIZ_PASSWORD: ESKIZ_EMAIL and ESKIZ_PASSWORD are both required with SMS_PROVIDER=eskiz/);
    expect(() => load({ SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'ipak@example.uz' })).toThrow(/ESKIZ_EMAIL and ESKIZ_PASSWORD are both required/);
    expect(() => load({ SMS_PROVIDER: 'eskiz', ESKIZ_PASSWORD: 'maxfiy-parol-1' })).toThrow(/ESKIZ_EMAIL and ESKIZ_PASSWORD are both required/);
    expect(() => load({ ESKIZ_EMAIL: 'ipak@example.uz', ESKIZ_PASSWORD: 'maxfiy-parol-1' })).toThrow(/SMS_PROVIDER: set SMS_PROVIDER=eskiz to send through Eskiz/);
    expect(() => load({ SMS_PROVIDER: 'http' })).toThrow(/SMS_API_URL: SMS_API_URL is required with SMS_PROVIDER=http/);
    expect(() => load({ SMS_PROVIDER: 'sms.uz' })).toThrow(/SMS_PROVIDER: must be log, http or eskiz/);
    expect(() => load({ ...eskizEnv, ESKIZ_EMAIL: 'ipak' })).toThrow(/ESKIZ_EMAIL: must be the e-mail address the Eskiz account signs in with/);
    expect(() => load({ ...eskizEnv, ESKIZ_FROM: 'Ipak marketplace' })).toThrow(/ESKIZ_FROM: must be a sender name approved for the Eskiz account/);
    expect(() => load({ ...eskizEnv, ESKIZ_API_URL: 'notify.eskiz.uz' })).toThrow(/ESKIZ_API_URL: must be an http:\/\/ or https:\/\/ address/);
  });

  it('never repeats the password in its message', () => {
    const envs: Record<string, string>[] = [{ SMS_PROVIDER: 'eskiz', ESKIZ_PASSWORD: 'maxfiy-parol-1' }, { ...eskizEnv, ESKIZ_EMAIL: 'x' }, { ESKIZ_PASSWORD: 'maxfiy-parol-1' }];
    for (const env of envs) {
      expect(() => load(env)).toThrow(/Invalid configuration/);
      expect(() => load(env)).not.toThrow(/maxfiy-parol-1/);
    }
  });
});
