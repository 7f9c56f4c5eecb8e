import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createUser, newUserToken, signInStaff } from '../../test/factories';

const t = useTestApp();
let adminToken: string;
let moderatorToken: string;
let userToken: string;
let housemakerPhone: string;
beforeAll(async () => {
  const staff = await signInStaff(t.app);
  [adminToken, moderatorToken] = [staff.admin.token, staff.moderator.token];
  userToken = await newUserToken(t.app, { firstName: 'Oddiy', lastName: 'Foydalanuvchi' });
  for (let i = 0; i < 12; i++) {
    const h = await createUser(t.db, { role: 'housemaker', firstName: `Hunarmand`, lastName: `Usta${String.fromCharCode(65 + i)}` });
    if (i === 3) housemakerPhone = h.phone;
  }
});

const list = (body: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/dashboard/users/list/', payload: body as object, headers: token ? bearer(token) : {} });

describe('POST dashboard/users/list/', () => {
  it('pages through all users with the spec answer shape', async () => {
    const res = await list({ page_number: 1, page_size: 10, q: '' }, adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, total_pages: 2, count: 15 });
    expect(body.data).toHaveLength(10);
    expect(Object.keys(body.data[0]).sort()).toEqual(['blocked_at', 'blocked_reason', 'created_at', 'first_name', 'guid', 'is_blocked', 'last_name', 'phone', 'purposes', 'role']);
    const page2 = (await list({ page_number: 2, page_size: 10, q: '' }, adminToken)).json();
    expect(page2.data).toHaveLength(5);
  });

  it('filters by the spec role names', async () => {
    expect((await list({ role: 'housemakers', page_number: 1, page_size: 100, q: '' }, moderatorToken)).json().count).toBe(12);
    expect((await list({ role: 'mods', page_number: 1, page_size: 100, q: '' }, moderatorToken)).json().data.map((u: { role: string }) => u.role)).toEqual(['moderator']);
    expect((await list({ role: 'admins', page_number: 1, page_size: 100, q: '' }, moderatorToken)).json().count).toBe(1);
    expect((await list({ role: 'users', page_number: 1, page_size: 100, q: '' }, moderatorToken)).json().count).toBe(1);
    expect((await list({ role: 'all', page_number: 1, page_size: 100, q: '' }, moderatorToken)).json().count).toBe(15);
  });

  it('searches by name and by phone, and ignores a one-letter search', async () => {
    expect((await list({ page_number: 1, page_size: 10, q: 'ustad' }, adminToken)).json().count).toBe(1);
    expect((await list({ page_number: 1, page_size: 10, q: housemakerPhone.slice(2, 9) }, adminToken)).json().data[0].phone).toBe(housemakerPhone);
    expect((await list({ page_number: 1, page_size: 10, q: 'u' }, adminToken)).json().count).toBe(15);
  });

  it('refuses anonymous callers, ordinary users and page sizes outside 1..100', async () => {
    expect((await list({ page_number: 1, page_size: 10 })).statusCode).toBe(401);
    expect((await list({ page_number: 1, page_size: 10 }, userToken)).statusCode).toBe(403);
    expect((await list({ page_number: 1, page_size: 101 }, adminToken)).statusCode).toBe(400);
    expect((await list({ page_number: 1, page_size: 0 }, adminToken)).statusCode).toBe(400);
  });
});

describe('the users dashboard, guarded once', () => {
  it('refuses without a token (401) and for a housemaker or user (403) before reading the body', async () => {
    const badBody = { page_size: 'many' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/dashboard/users/list/', payload: badBody });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['user', 'housemaker'] as const) {
      const token = await newUserToken(t.app, { role });
      const res = await t.app.inject({ method: 'POST', url: '/api/users/dashboard/users/list/', payload: badBody, headers: bearer(token) });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.forbidden' });
    }
    // A moderator gets past the guard and meets the body's rules.
    const checked = await t.app.inject({ method: 'POST', url: '/api/users/dashboard/users/list/', payload: badBody, headers: bearer(moderatorToken) });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors).toHaveProperty('page_size');
  });
});
