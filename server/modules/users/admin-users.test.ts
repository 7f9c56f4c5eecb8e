import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/constants';
import type { TestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser, randomPhone } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { expectFieldErrors } from '../../test/responses';
import { createCategory, pngFile } from '../../test/shop-factories';
import { buildSmsTestApp, closeSmsTestApp } from '../../test/sms-app';

let t: TestApp;
let sms: Awaited<ReturnType<typeof buildSmsTestApp>>['sms'];
beforeAll(async () => ({ t, sms } = await buildSmsTestApp()));
afterAll(() => closeSmsTestApp({ t, sms }));

/** A user of the role with a token of a new session. */
async function member(role: Role, firstName = 'Test') {
  const user = await createUser(t.db, { role, firstName });
  return { ...user, token: await accessTokenFor(t.app, user) };
}

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url: `/api/users/dashboard/users/${url}`, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

const login = (phone: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: bearer(token) });
const auditOf = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/audit/dashboard/log/', headers: bearer(token), payload: body });

const newUserBody = (role: Role) => ({ role, first_name: 'Yangi', last_name: 'Xodim', phone: randomPhone(), password: 'Ipak-parol-2026' });

describe('every new users route: 401 anonymous, 403 for a user', () => {
  it('refuses before reading the body', async () => {
    const user = await member('user');
    const target = await createUser(t.db);
    const routes: Array<['POST' | 'PATCH' | 'DELETE', string]> = [
      ['POST', 'create/'],
      ['PATCH', `${target.guid}/role/`],
      ['POST', `${target.guid}/block/`],
      ['DELETE', `${target.guid}/block/`],
      ['POST', `${target.guid}/password-reset/`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user.token, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    const log = await t.app.inject({ method: 'POST', url: '/api/audit/dashboard/log/', payload: {} });
    expect(log.statusCode).toBe(401);
    expect((await auditOf(user.token, {})).statusCode).toBe(403);
  });
});

describe('POST dashboard/users/create/', () => {
  it('superadmin creates an admin; admin creates a moderator but not an admin; moderator creates no one (403)', async () => {
    const superadmin = await member('superadmin', 'Bosh');
    const admin = await member('admin');
    const moderator = await member('moderator');

    const made = await call('POST', 'create/', superadmin.token, newUserBody('admin'));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ role: 'admin', first_name: 'Yangi', last_name: 'Xodim', is_blocked: false });
    // The new account signs in with its password.
    const body = newUserBody('moderator');
    expect((await call('POST', 'create/', admin.token, body)).statusCode).toBe(201);
    expect((await login(body.phone, body.password)).statusCode).toBe(200);

    for (const role of ['admin', 'superadmin'] as const) {
      const res = await call('POST', 'create/', admin.token, newUserBody(role));
      expectFieldErrors(res, { role: 'role_invalid' });
    }
    expect((await call('POST', 'create/', superadmin.token, newUserBody('superadmin'))).json().errors).toEqual({ role: 'role_invalid' });
    // A moderator gives no role: 403 before the body is read (an empty body too).
    expect((await call('POST', 'create/', moderator.token, newUserBody('user'))).statusCode).toBe(403);
    expect((await call('POST', 'create/', moderator.token, {})).statusCode).toBe(403);
  });

  it('refuses a taken phone and an unknown region', async () => {
    const admin = await member('admin');
    const taken = await createUser(t.db);
    const res = await call('POST', 'create/', admin.token, { ...newUserBody('user'), phone: taken.phone });
    expectFieldErrors(res, { phone: 'phone_taken' });
    const bad = await call('POST', 'create/', admin.token, { ...newUserBody('user'), region: 999_999 });
    expectFieldErrors(bad, { region: 'region_invalid' });
  });

  it('an account an admin creates counts as confirmed (the admin vouches for the phone): its seller posts a product at once', async () => {
    const admin = await member('admin');
    const body = { ...newUserBody('user'), first_name: 'Dilnoza', last_name: 'Sotuvchi' };
    const sentBefore = sms.messages.length;
    const made = await call('POST', 'create/', admin.token, body);
    expect(made.statusCode).toBe(201);
    const access = (await login(body.phone, body.password)).json().access as string;
    expect((await me(access)).json()).toMatchObject({ phone_confirmed: true });
    const category = await createCategory(t.db);
    const form = multipart({ title: 'Atlas', description: '<p>Ipak.</p>', price: '100000', category: category.guid }, [await pngFile()]);
    const product = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: form.payload, headers: { ...form.headers, ...bearer(access) } });
    expect(product.statusCode).toBe(201);
    // No confirmation code was sent to the number.
    expect(sms.messages.length).toBe(sentBefore);
  });
});

describe('PATCH dashboard/users/{guid}/role/', () => {
  it('keeps within the role limits', async () => {
    const superadmin = await member('superadmin');
    const admin = await member('admin');
    const otherAdmin = await member('admin');
    const moderator = await member('moderator');
    const user = await member('user');

    // Superadmin makes an admin.
    const promoted = await call('PATCH', `${user.guid}/role/`, superadmin.token, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');

    const plain = await createUser(t.db);
    // An admin cannot make a superadmin or an admin.
    for (const role of ['superadmin', 'admin'] as const) {
      const res = await call('PATCH', `${plain.guid}/role/`, admin.token, { role });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('users.role_not_allowed');
    }
    // …but makes a housemaker.
    expect((await call('PATCH', `${plain.guid}/role/`, admin.token, { role: 'housemaker' })).json().role).toBe('housemaker');
    // An admin cannot change another admin's role.
    expect((await call('PATCH', `${otherAdmin.guid}/role/`, admin.token, { role: 'user' })).json().code).toBe('users.role_not_allowed');
    // A moderator changes no roles: refused before the body is validated.
    expect((await call('PATCH', `${plain.guid}/role/`, moderator.token, { role: 'user' })).json().code).toBe('users.role_not_allowed');
    const invalid = await call('PATCH', `${plain.guid}/role/`, moderator.token, { role: 'king' });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().code).toBe('users.role_not_allowed');
    // Nobody changes their own role.
    expect((await call('PATCH', `${superadmin.guid}/role/`, superadmin.token, { role: 'admin' })).statusCode).toBe(403);
    expect((await call('PATCH', `${admin.guid}/role/`, admin.token, { role: 'user' })).statusCode).toBe(403);
    // Unknown guid.
    const missing = await call('PATCH', `${randomUUID()}/role/`, superadmin.token, { role: 'user' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('users.not_found');
    // Not a role.
    expect((await call('PATCH', `${plain.guid}/role/`, superadmin.token, { role: 'king' })).statusCode).toBe(400);
  });
});

describe('block and unblock', () => {
  it("ends the user's sessions at once, refuses sign-in with auth.blocked until unblocked", async () => {
    const moderator = await member('moderator');
    const victim = await createUser(t.db, { role: 'housemaker' });
    const session = (await login(victim.phone, victim.password)).json();
    expect((await me(session.access)).statusCode).toBe(200);

    const blocked = await call('POST', `${victim.guid}/block/`, moderator.token, { reason: 'Spam' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ guid: victim.guid, is_blocked: true, blocked_reason: 'Spam' });

    // The very next request with the still-unexpired access token.
    const next = await me(session.access);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('auth.session_ended');
    // The refresh token fails.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/accounts/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    // Sign-in: 403 auth.blocked (only with the right password).
    const refused = await login(victim.phone, victim.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.blocked', message: 'Hisobingiz bloklangan' });
    expect((await login(victim.phone, 'Notogri-parol-1')).statusCode).toBe(401);
    // A token made for a session the revocation missed (another instance) is refused too.
    expect((await me(await accessTokenFor(t.app, victim))).json().code).toBe('auth.session_ended');
    // A reset code is not sent to a blocked user; the answer stays neutral.
    const before = sms.messages.length;
    const reset = await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/request/', payload: { phone: victim.phone } });
    expect(reset.statusCode).toBe(200);
    expect(sms.messages.length).toBe(before);

    const unblocked = await call('DELETE', `${victim.guid}/block/`, moderator.token);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ is_blocked: false, blocked_at: null, blocked_reason: null });
    const again = await login(victim.phone, victim.password);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().access)).statusCode).toBe(200);
  });

  it('a reset code asked for before the block no longer changes the password, not even after an unblock', async () => {
    const moderator = await member('moderator');
    const victim = await createUser(t.db);
    const confirm = (code: string | undefined, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/confirm/', payload: { phone: victim.phone, code, password } });
    await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/request/', payload: { phone: victim.phone } });
    const code = sms.lastCode(victim.phone);
    expect(code).toMatch(/^\d{6}$/);

    expect((await call('POST', `${victim.guid}/block/`, moderator.token, { reason: 'Spam' })).statusCode).toBe(200);
    const refused = await confirm(code, 'Yangi-parol-7');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('users.reset_code_invalid');
    expect((await call('DELETE', `${victim.guid}/block/`, moderator.token)).statusCode).toBe(200);
    expect((await confirm(code, 'Yangi-parol-7')).statusCode).toBe(400);
    expect((await login(victim.phone, 'Yangi-parol-7')).statusCode).toBe(401);
    expect((await login(victim.phone, victim.password)).statusCode).toBe(200);
  });

  it("a code an admin sends to a blocked user sets no password while the block lasts (403 auth.blocked), and works once unblocked", async () => {
    const admin = await member('admin');
    const victim = await createUser(t.db);
    const confirm = (code: string | undefined, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/confirm/', payload: { phone: victim.phone, code, password } });
    expect((await call('POST', `${victim.guid}/block/`, admin.token, { reason: 'Buzilgan hisob' })).statusCode).toBe(200);
    expect((await call('POST', `${victim.guid}/password-reset/`, admin.token)).statusCode).toBe(200);
    const code = sms.lastCode(victim.phone);
    // A wrong code is the usual 400: only the holder of the right one learns of the block.
    const wrong = await confirm(code === '000000' ? '111111' : '000000', 'Yangi-parol-7');
    expect(wrong.json().code).toBe('users.reset_code_invalid');
    const refused = await confirm(code, 'Yangi-parol-7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.blocked', message: 'Hisobingiz bloklangan' });
    expect((await call('DELETE', `${victim.guid}/block/`, admin.token)).statusCode).toBe(200);
    expect((await login(victim.phone, 'Yangi-parol-7')).statusCode).toBe(401);
    expect((await confirm(code, 'Yangi-parol-7')).statusCode).toBe(200);
    expect((await login(victim.phone, 'Yangi-parol-7')).statusCode).toBe(200);
  });

  it('a moderator blocks a user but not an admin or a moderator; nobody blocks themselves', async () => {
    const moderator = await member('moderator');
    const admin = await member('admin');
    const otherModerator = await member('moderator');
    for (const target of [admin, otherModerator, moderator]) {
      const res = await call('POST', `${target.guid}/block/`, moderator.token, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('users.not_allowed_on_user');
    }
    expect((await call('POST', `${otherModerator.guid}/block/`, admin.token, {})).statusCode).toBe(200);
    expect((await call('POST', `${randomUUID()}/block/`, admin.token, {})).statusCode).toBe(404);
  });
});

describe('POST dashboard/users/{guid}/password-reset/', () => {
  it('sends the reset code by SMS, which then sets a new password', async () => {
    const admin = await member('admin');
    const target = await createUser(t.db);
    const res = await call('POST', `${target.guid}/password-reset/`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    const code = sms.lastCode(target.phone);
    expect(code).toMatch(/^\d{6}$/);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/users/accounts/password-reset/confirm/', payload: { phone: target.phone, code, password: 'Yangi-parol-7' } });
    expect(confirm.statusCode).toBe(200);
    expect((await login(target.phone, 'Yangi-parol-7')).statusCode).toBe(200);
    // Not on an equal or higher rank.
    const otherAdmin = await createUser(t.db, { role: 'admin' });
    expect((await call('POST', `${otherAdmin.guid}/password-reset/`, admin.token)).json().code).toBe('users.not_allowed_on_user');
  });
});

describe('the audit log of user actions', () => {
  it('records each action with actor, target, before and after (never a password)', async () => {
    const superadmin = await member('superadmin', 'Bosh');
    const body = newUserBody('moderator');
    const created = (await call('POST', 'create/', superadmin.token, body)).json();
    await call('PATCH', `${created.guid}/role/`, superadmin.token, { role: 'housemaker' });
    await call('POST', `${created.guid}/block/`, superadmin.token, { reason: 'Firibgarlik' });
    await call('DELETE', `${created.guid}/block/`, superadmin.token);
    await call('POST', `${created.guid}/password-reset/`, superadmin.token);

    const res = await auditOf(superadmin.token, { target_id: created.guid });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['user.password_reset', 'user.unblock', 'user.block', 'user.role_change', 'user.create']);
    for (const e of entries) {
      expect(e.actor).toEqual({ guid: superadmin.guid, name: 'Bosh Foydalanuvchi', role: 'superadmin' });
      expect(e).toMatchObject({ target_kind: 'user', target_id: created.guid, target_label: 'Yangi Xodim' });
      expect(JSON.stringify(e)).not.toMatch(/password_?hash|\$argon|\$2[aby]\$/i);
    }
    const [reset, unblock, block, role, create] = entries;
    expect(create).toMatchObject({ before: null, after: { role: 'moderator', phone: body.phone, phone_confirmed: true } });
    expect(role).toMatchObject({ before: { role: 'moderator' }, after: { role: 'housemaker' } });
    expect(block).toMatchObject({ before: { blocked: false }, after: { blocked: true, reason: 'Firibgarlik' } });
    expect(unblock).toMatchObject({ before: { blocked: true }, after: { blocked: false } });
    expect(reset).toMatchObject({ before: null, after: null });
  });

  it('writes nothing for a refused action', async () => {
    const admin = await member('admin');
    const otherAdmin = await member('admin');
    await call('PATCH', `${otherAdmin.guid}/role/`, admin.token, { role: 'user' });
    await call('POST', `${otherAdmin.guid}/block/`, admin.token, {});
    expect((await auditOf(admin.token, { target_id: otherAdmin.guid })).json().count).toBe(0);
  });
});
