import { describe, expect, it } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { useTestApp } from '../../test/app';
import { bearer, createUser, randomPhone } from '../../test/factories';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../lib/tokens';
import { REFRESH_REUSE_GRACE_SECONDS } from './accounts.service';
import { revokeUserSessions } from './users.service';
import { refreshTokens } from './users.table';

/**
 * Sessions end at once (docs/security.md, "Sessions"): signing out, a reused refresh token, a new
 * password or blocking the user make the session's access tokens 401 at their next request, well
 * before they expire. (Sockets: messenger/session-close.test.ts; two instances: messenger/multi-instance.test.ts.)
 */
const t = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/users${url}`, payload, headers });
const login = async (phone: string, password: string) => {
  const res = await post('/accounts/login/', { phone, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
};
const me = (access: string) => t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) });

describe('sessions end at once', () => {
  it("after sign-out the old access token's next request is 401; the user's other session goes on", async () => {
    const user = await createUser(t.db);
    const phone = await login(user.phone, user.password);
    const laptop = await login(user.phone, user.password);
    expect((await me(phone.access)).statusCode).toBe(200);

    expect((await post('/accounts/logout/', { refresh: phone.refresh })).statusCode).toBe(204);
    const after = await me(phone.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'auth.session_ended' });
    // Signed-in-only routes refuse it the same way (the route guard runs the same check).
    expect((await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { about: 'x' }, headers: bearer(phone.access) })).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(200);
  });

  it('a refresh keeps the session: the new access token is of the same session and ends with it', async () => {
    const user = await createUser(t.db);
    const first = await login(user.phone, user.password);
    const second = (await post('/accounts/refresh/', { refresh: first.refresh })).json() as { access: string; refresh: string };
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    expect(sid(second.access)).toBe(sid(first.access));
    expect(second.access).not.toBe(first.access);
    expect((await post('/accounts/logout/', { refresh: second.refresh })).statusCode).toBe(204);
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(401);
  });

  it('a reused refresh token ends the session: its family and every access token of it are refused', async () => {
    const user = await createUser(t.db);
    const first = await login(user.phone, user.password);
    const second = (await post('/accounts/refresh/', { refresh: first.refresh })).json() as { access: string; refresh: string };
    const third = (await post('/accounts/refresh/', { refresh: second.refresh })).json() as { access: string; refresh: string };
    expect((await me(third.access)).statusCode).toBe(200);
    // Someone replays the first refresh token (copied before it was rotated); the session has moved on since.
    expect((await post('/accounts/refresh/', { refresh: first.refresh })).json()).toMatchObject({ code: 'auth.refresh_reused' });
    for (const access of [first.access, second.access, third.access]) {
      const res = await me(access);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth.session_ended');
    }
    expect((await post('/accounts/refresh/', { refresh: third.refresh })).statusCode).toBe(401);
  });

  it('a rotation whose answer was lost: the replaced token works once more within the grace window, and its unused replacement retires', async () => {
    const user = await createUser(t.db);
    const first = await login(user.phone, user.password);
    // The server rotated the token, but the page was left before it kept the answer.
    const lost = (await post('/accounts/refresh/', { refresh: first.refresh })).json() as { access: string; refresh: string };
    // The next page presents the token it still has: the same session goes on.
    const again = await post('/accounts/refresh/', { refresh: first.refresh });
    expect(again.statusCode).toBe(200);
    const kept = again.json() as { access: string; refresh: string };
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    expect(sid(kept.access)).toBe(sid(first.access));
    expect((await me(kept.access)).statusCode).toBe(200);
    // The answer that never arrived is worth nothing now: presented later, it is a copy, and ends the session.
    expect((await post('/accounts/refresh/', { refresh: lost.refresh })).json()).toMatchObject({ code: 'auth.refresh_reused' });
    expect((await me(kept.access)).statusCode).toBe(401);
  });

  it('the grace window is short: a replaced token presented after it ends the session', async () => {
    const user = await createUser(t.db);
    const first = await login(user.phone, user.password);
    const second = (await post('/accounts/refresh/', { refresh: first.refresh })).json() as { access: string; refresh: string };
    // As if the rotation happened longer ago than the window.
    await t.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 5) * 1000) }).where(eq(refreshTokens.tokenHash, sha256(first.refresh)));
    expect((await post('/accounts/refresh/', { refresh: first.refresh })).json()).toMatchObject({ code: 'auth.refresh_reused' });
    expect((await me(second.access)).statusCode).toBe(401);
  });

  it("revokeUserSessions (a new password; later, blocking) ends every session of the user and nobody else's", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const a = await login(user.phone, user.password);
    const b = await login(user.phone, user.password);
    const c = await login(other.phone, other.password);
    expect(await revokeUserSessions({ db: t.db, revocations: t.app.sessionRevocations }, user.id)).toBe(2);
    expect((await me(a.access)).statusCode).toBe(401);
    expect((await me(b.access)).statusCode).toBe(401);
    expect((await post('/accounts/refresh/', { refresh: b.refresh })).statusCode).toBe(401);
    expect((await me(c.access)).statusCode).toBe(200);
    // Signing in again starts a new session.
    expect((await me((await login(user.phone, user.password)).access)).statusCode).toBe(200);
  });

  it('a token of a session that never existed is refused', async () => {
    const user = await createUser(t.db);
    const { randomUUID } = await import('node:crypto');
    const forged = await t.app.tokens.sign({ sub: user.guid, role: user.role, sid: randomUUID() });
    expect((await me(forged)).json()).toMatchObject({ code: 'auth.session_ended' });
  });
});

describe('personal answers are never stored', () => {
  it("one's own profile (it holds the phone), and every other answer made for a signed-in caller, answer Cache-Control: no-store", async () => {
    const user = await createUser(t.db);
    const { access } = (await post('/accounts/login/', { phone: user.phone, password: user.password })).json();
    const own = await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) });
    expect(own.statusCode).toBe(200);
    expect(own.json().phone).toBe(user.phone);
    expect(own.headers['cache-control']).toBe('no-store');
    const edited = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: bearer(access), payload: { about: 'Yangi' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers['cache-control']).toBe('no-store');

    // Every signed-in read the API documents that needs no address of its own.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    // Bearer reads only: the chat sockets (a token in the address) answer an upgrade, not a body.
    const reads = Object.entries(doc.paths)
      // Telegram's reads answer 404 without a bot (this app has none): server/modules/telegram's tests hold them to no-store.
      .filter(([path, ops]) => !path.includes('{') && ops.get?.security?.some((s) => 'bearer' in s) && !path.includes('/dashboard/') && !path.startsWith('/api/overview') && !path.startsWith('/api/moderation') && !path.startsWith('/api/telegram/'))
      .map(([path]) => path);
    expect(reads.length).toBeGreaterThan(8);
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(access) });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // An admin's lists hold other people's phones.
    const admin = await createUser(t.db, { role: 'admin' });
    const adminAccess = (await post('/accounts/login/', { phone: admin.phone, password: admin.password })).json().access;
    const list = await post('/dashboard/users/list/', {}, bearer(adminAccess));
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');

    // The same public answer to someone signed out stays cacheable as before (no header of ours).
    const seller = await t.app.inject({ method: 'GET', url: `/api/users/accounts/${user.guid}/` });
    expect(seller.statusCode).toBe(200);
    expect(seller.headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/regions/', headers: bearer(access) })).headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('answers that carry tokens are never stored', () => {
  it('login, register and refresh answer Cache-Control: no-store', async () => {
    const user = await createUser(t.db);
    const loginRes = await post('/accounts/login/', { phone: user.phone, password: user.password });
    expect(loginRes.headers['cache-control']).toBe('no-store');
    const refreshRes = await post('/accounts/refresh/', { refresh: loginRes.json().refresh });
    expect(refreshRes.statusCode).toBe(200);
    expect(refreshRes.headers['cache-control']).toBe('no-store');
    const registerRes = await post('/accounts/register/', { first_name: 'Zarina', phone: randomPhone(), password: 'Atlas-2026' });
    expect(registerRes.statusCode).toBe(201);
    expect(registerRes.headers['cache-control']).toBe('no-store');
  });
});
