import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { MSG } from '@shared/validation/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { bearer, createUser, randomPhone } from '../../test/factories';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { multipart } from '../../test/multipart';
import { refreshTokens, users } from './users.table';

let t: TestApp;
/** How far the tests have moved the access tokens' clock ahead of the real one (ms). */
let clockAhead = 0;
beforeAll(async () => {
  t = await buildTestApp({
    config: { rateLimits: { loginPerPhone: 5, loginPerIp: 1000, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 }, now: () => Date.now() + clockAhead },
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/users${url}`, payload: payload as object, headers });
const login = async (phone: string, password: string) => (await post('/accounts/login/', { phone, password })).json() as { access: string; refresh: string };
const me = (access: string) => t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) });

describe('POST accounts/register/', () => {
  it('registers with the spec answer and stores the 9-digit phone and a scrypt hash', async () => {
    const phone = randomPhone();
    const res = await post('/accounts/register/', { first_name: 'Dilnoza', phone: `+998 (${phone.slice(0, 2)}) ${phone.slice(2, 5)}-${phone.slice(5, 7)}-${phone.slice(7)}`, password: 'Atlas-2026' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'User registered', access: expect.any(String), refresh: expect.any(String) });
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row.firstName).toBe('Dilnoza');
    expect(row.role).toBe('user');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('Atlas-2026');
  });

  it("signs the new account in: its tokens read the unfinished profile and refresh like a login's", async () => {
    const res = await post('/accounts/register/', { first_name: 'Shahzoda', phone: randomPhone(), password: 'Atlas-2026' });
    const { access, refresh } = res.json() as { access: string; refresh: string };
    expect((await me(access)).json()).toMatchObject({ first_name: 'Shahzoda', is_profile_completed: false });
    expect((await post('/accounts/refresh/', { refresh })).statusCode).toBe(200);
  });

  it('refuses a duplicate phone with 409', async () => {
    const existing = await createUser(t.db);
    const res = await post('/accounts/register/', { first_name: 'Ali', phone: existing.phone, password: 'Atlas-2026' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'users.phone_taken', errors: { phone: expect.any(String) } });
  });

  it('answers missing fields with the spec messages, word for word', async () => {
    const res = await post('/accounts/register/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { first_name: MSG.firstNameRequired, phone: MSG.phoneRequired, password: MSG.passwordRequired },
    });
  });

  it('refuses digits in the name and a short phone', async () => {
    const res = await post('/accounts/register/', { first_name: 'Ali2', phone: '90123', password: 'Atlas-2026' });
    expect(res.json().errors).toEqual({ first_name: MSG.firstNameLetters, phone: MSG.phoneInvalid });
  });

  it('refuses wrong types and malformed JSON with 400, never 500', async () => {
    const wrongTypes = await post('/accounts/register/', { first_name: 42, phone: ['x'], password: { a: 1 } });
    expect(wrongTypes.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/users/accounts/register/', payload: '{"first_name": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_json', message: expect.any(String) });
    expect(malformed.body).not.toContain('at ');
  });

  it('strips unknown fields: a role in the body is never stored', async () => {
    const phone = randomPhone();
    await post('/accounts/register/', { first_name: 'Botir', phone, password: 'Atlas-2026', role: 'superadmin' });
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row.role).toBe('user');
  });
});

describe('login, refresh, logout', () => {
  it('logs in and returns the profile with every §3 field and no secrets', async () => {
    const user = await createUser(t.db, { firstName: 'Madina', email: 'madina@example.uz' });
    const tokens = await login(user.phone, user.password);
    expect(tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const res = await me(tokens.access);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    for (const key of ['guid', 'role', 'first_name', 'last_name', 'middle_name', 'phone', 'email', 'username', 'gender', 'birthday', 'region', 'district', 'about', 'biography', 'pfp', 'purposes']) {
      expect(profile).toHaveProperty(key);
    }
    expect(profile).toMatchObject({ guid: user.guid, first_name: 'Madina', phone: user.phone });
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password/i);
  });

  it('refuses a wrong password and an unknown phone alike with 401', async () => {
    const user = await createUser(t.db);
    const wrong = await post('/accounts/login/', { phone: user.phone, password: 'not-the-password' });
    const unknown = await post('/accounts/login/', { phone: randomPhone(), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('auth.invalid_credentials');
  });

  it('refuses profile reads without, with a tampered, and with an expired token', async () => {
    const user = await createUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/` })).statusCode).toBe(401);
    const { access } = await login(user.phone, user.password);
    const [h, p, s] = access.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'superadmin' })).toString('base64url');
    const tampered = await me(`${h}.${forged}.${s}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('auth.invalid_token');

    // The token the server issued expires: move the tokens' clock past its lifetime instead of waiting.
    expect((await me(access)).statusCode).toBe(200);
    clockAhead = (t.config.accessTokenTtlSeconds + 1) * 1000;
    try {
      const expired = await me(access);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('auth.token_expired');
    } finally {
      clockAhead = 0;
    }
    expect((await me(access)).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const user = await createUser(t.db);
    const first = await login(user.phone, user.password);
    const r1 = await post('/accounts/refresh/', { refresh: first.refresh });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second.access)).statusCode).toBe(200);
    // The owner refreshes again (the second token is used): the first one is past any grace now.
    const third = (await post('/accounts/refresh/', { refresh: second.refresh })).json();

    const reuse = await post('/accounts/refresh/', { refresh: first.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('auth.refresh_reused');
    // The thief's reuse also kills the legitimate newest token.
    expect((await post('/accounts/refresh/', { refresh: third.refresh })).statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(rows.every((r) => r.tokenHash !== first.refresh && r.tokenHash.length === 64)).toBe(true);
  });

  it('refuses unknown refresh tokens and bad bodies', async () => {
    expect((await post('/accounts/refresh/', { refresh: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await post('/accounts/refresh/', {})).statusCode).toBe(400);
  });

  it('logout revokes the refresh token on the server', async () => {
    const user = await createUser(t.db);
    const tokens = await login(user.phone, user.password);
    const res = await post('/accounts/logout/', { refresh: tokens.refresh });
    expect(res.statusCode).toBe(204);
    expect((await post('/accounts/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it('rate-limits failed logins per phone from one address with an Uzbek 429, and a success is not counted', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await post('/accounts/login/', { phone: user.phone, password: `wrong-${i}-pass` })).statusCode).toBe(401);
    const limited = await post('/accounts/login/', { phone: user.phone, password: user.password });
    expect(limited.statusCode).toBe(429);
    // The code and the minutes its text needs (clients show their own words); the Uzbek text for API readers.
    expect(limited.json()).toMatchObject({ code: 'rate_limited', params: { minutes: expect.any(Number) }, message: expect.stringContaining("Juda ko'p urinish") });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another phone from the same address is unaffected.
    const other = await createUser(t.db);
    expect((await post('/accounts/login/', { phone: other.phone, password: other.password })).statusCode).toBe(200);
  });

  it('rate-limits failed logins per IP', async () => {
    const strict = await buildTestApp({ config: { rateLimits: { loginPerPhone: 100, loginPerIp: 3, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 } } });
    try {
      const send = (phone: string) => strict.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone, password: 'wrong-password' } });
      for (let i = 0; i < 3; i++) expect((await send(randomPhone())).statusCode).toBe(401);
      expect((await send(randomPhone())).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

/** A multipart request (test/multipart) with the caller's bearer token added. */
const withBearer = (req: ReturnType<typeof multipart>, access: string) => ({ ...req, headers: { ...req.headers, ...bearer(access) } });

describe('POST accounts/complete/', () => {
  const fields = (phone: string, password: string, extra: Record<string, string> = {}) => ({
    first_name: 'Dilnoza',
    last_name: "Qo'chqorova",
    birthday: '1994-05-17',
    email: 'dilnoza@example.uz',
    gender: '1',
    region: '2',
    district: '17',
    about: 'Atlas to‘quvchisi',
    biography: "Marg'ilonda 12 yildan beri",
    purposes: 'Xizmatingizni tanitish uchun\nYangiliklarni kuzatish',
    phone,
    password,
    ...extra,
  });

  it('completes the profile of the account whose phone and password are in the body', async () => {
    const user = await createUser(t.db);
    const body = multipart(fields(user.phone, user.password));
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile completed successfully!' });
    const { access } = await login(user.phone, user.password);
    expect((await me(access)).json()).toMatchObject({
      last_name: "Qo'chqorova",
      birthday: '1994-05-17',
      gender: 1,
      region: 2,
      district: 17,
      purposes: ['Xizmatingizni tanitish uchun', 'Yangiliklarni kuzatish'],
      is_profile_completed: true,
    });
  });

  it("completes the signed-in caller's profile by the bearer token alone, gender left out", async () => {
    const reg = await post('/accounts/register/', { first_name: 'Oydin', phone: randomPhone(), password: 'Atlas-2026' });
    const { access } = reg.json() as { access: string };
    const { phone: _phone, password: _password, gender: _gender, ...rest } = fields('', '');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...withBearer(multipart(rest), access) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile completed successfully!' });
    expect((await me(access)).json()).toMatchObject({ first_name: 'Dilnoza', last_name: "Qo'chqorova", gender: null, is_profile_completed: true });
  });

  it('without a token, the phone and password are required', async () => {
    const { phone: _phone, password: _password, ...rest } = fields('', '');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...multipart(rest) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toEqual(expect.arrayContaining(['phone', 'password']));
  });

  it('changes nothing when the password is wrong', async () => {
    const user = await createUser(t.db, { lastName: 'Eski' });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...multipart(fields(user.phone, 'wrong-password')) });
    expect(res.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastName).toBe('Eski');
  });

  it('refuses a blocked account with 403 auth.blocked and stores nothing, its picture neither', async () => {
    const user = await createUser(t.db, { firstName: 'Eski', lastName: 'Familiya', email: 'eski@example.uz', about: 'Eski matn', blockedAt: new Date(), blockedReason: 'Spam' });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f2a6b' } }).png().toBuffer();
    const pfpDir = path.join(t.config.uploadsDir, 'pfp');
    const filesBefore = fs.existsSync(pfpDir) ? fs.readdirSync(pfpDir, { recursive: true }).length : 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/accounts/complete/',
      ...multipart(fields(user.phone, user.password, { first_name: 'Yangi', email: 'yangi@example.uz', about: 'Yangi matn' }), [{ name: 'pfp', filename: 'me.png', type: 'image/png', data: png }]),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.blocked' });
    // No device cookie for a refused account (as at sign-in).
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Eski', lastName: 'Familiya', email: 'eski@example.uz', about: 'Eski matn', pfp: null, profileCompletedAt: null });
    expect(fs.existsSync(pfpDir) ? fs.readdirSync(pfpDir, { recursive: true }).length : 0).toBe(filesBefore);
    // A wrong password is still the plain 401: being blocked is said only to one who knows the password.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...multipart(fields(user.phone, 'Notogri-parol-1')) })).statusCode).toBe(401);
  });

  it('answers the step-2 messages of spec §5 and refuses a district of another region', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/accounts/complete/',
      ...multipart({ phone: user.phone, password: user.password, first_name: '', last_name: 'X1', gender: '0' }),
    });
    expectFieldErrorsInclude(res, {
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameLetters,
      birthday: MSG.birthdayRequired,
      email: MSG.emailRequired,
      region: MSG.regionRequired,
    });
    const wrongDistrict = await t.app.inject({ method: 'POST', url: '/api/users/accounts/complete/', ...multipart(fields(user.phone, user.password, { region: '3' })) });
    expectFieldErrors(wrongDistrict, { district: MSG.districtInvalid });
  });
});

describe('PATCH accounts/me/', () => {
  const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f2a6b' } }).png().toBuffer();

  it('saves edits and a profile photo, re-encoded and served from /media/', async () => {
    const user = await createUser(t.db);
    const { access } = await login(user.phone, user.password);
    const body = multipart({ last_name: 'Karimova', gender: '1', region: '11', about: 'Suzani' }, [{ name: 'pfp', filename: 'me.png', type: 'image/png', data: await png() }]);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: body.payload, headers: { ...body.headers, ...bearer(access) } });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ last_name: 'Karimova', gender: 1, region: 11, about: 'Suzani' });
    expect(profile.pfp).toMatch(/^\/media\/pfp\/\d{4}\/[0-9a-f]+-640\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: profile.pfp });
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).format).toBe('webp');
  });

  it('accepts JSON edits too', async () => {
    const user = await createUser(t.db);
    const { access } = await login(user.phone, user.password);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { first_name: "G'ayrat", purposes: ['Boshqa maqsadda'] }, headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: "G'ayrat", purposes: ['Boshqa maqsadda'] });
  });

  it('refuses a text file renamed .png and an oversized photo, changing nothing', async () => {
    const user = await createUser(t.db);
    const { access } = await login(user.phone, user.password);
    const fake = multipart({ about: 'changed' }, [{ name: 'pfp', filename: 'x.png', type: 'image/png', data: Buffer.from('this is not an image at all') }]);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: fake.payload, headers: { ...fake.headers, ...bearer(access) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'upload.not_an_image', errors: { pfp: MSG.imageOnly } });

    const big = multipart({}, [{ name: 'pfp', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(6 * 1024 * 1024, 1) }]);
    const tooBig = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: big.payload, headers: { ...big.headers, ...bearer(access) } });
    expect(tooBig.statusCode).toBe(413);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.about).toBe('');
    expect(row.pfp).toBeNull();
  });

  it('refuses anonymous edits and bad values', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { first_name: 'X' } })).statusCode).toBe(401);
    const user = await createUser(t.db);
    const { access } = await login(user.phone, user.password);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { email: 'not-mail', gender: 7, region: 999 }, headers: bearer(access) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'gender']));
  });
});

describe('the interface language kept on the profile', () => {
  it('is uz by default, set at registration or by PATCH, and refuses an unknown one', async () => {
    const phone = randomPhone();
    expect((await post('/accounts/register/', { first_name: 'Dilnoza', phone, password: 'Atlas-2026', language: 'en' })).statusCode).toBe(201);
    const { access } = await login(phone, 'Atlas-2026');
    const me = () => t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: bearer(access) });
    expect((await me()).json().language).toBe('en');
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload, headers: bearer(access) });
    expect((await patch({ language: 'ru' })).json().language).toBe('ru');
    expect((await patch({ language: 'de' })).statusCode).toBe(400);
    expect((await me()).json().language).toBe('ru');

    const plain = await createUser(t.db);
    expect((await login(plain.phone, plain.password)).access).toBeTruthy();
    expect(plain.language).toBe('uz');
  });
});

describe('public profile', () => {
  it('shows another user without private fields, 404 for an unknown guid', async () => {
    const user = await createUser(t.db, { email: 'secret@example.uz' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/accounts/${user.guid}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('phone');
    expect(res.json()).not.toHaveProperty('email');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/accounts/6f1c1a52-3a3b-4f0e-9a63-2d1f5d8b8e11/' })).statusCode).toBe(404);
  });
});
