import { describe, expect, it } from 'vitest';
import { ME_GUID, REFRESH_COOKIE, REFRESH_COOKIE_PATH, SESSION_COOKIE_HEADER } from '@shared/constants';
import { useTestApp } from '../../test/app';
import { bearer, createUser } from '../../test/factories';

/**
 * The web app's session (docs/security.md "Sessions"): with X-Ipak-Session: cookie its refresh token
 * lives in an HttpOnly, SameSite=Strict cookie scoped to the refresh route and never in the JSON, so
 * no script of the page can read it. API clients keep the spec's JSON tokens.
 */
const t = useTestApp();

const web = { [SESSION_COOKIE_HEADER]: 'cookie' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/users/accounts/${url}`, payload, headers });
/** The refresh cookie a response set: its value and attributes. */
function refreshCookieOf(res: { headers: Record<string, unknown> }) {
  const setCookie = res.headers['set-cookie'];
  const all = (Array.isArray(setCookie) ? setCookie : [setCookie]).filter((c): c is string => typeof c === 'string');
  const line = all.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  return { value: decodeURIComponent(pair!.slice(REFRESH_COOKIE.length + 1)), attrs: attrs.map((a) => a.toLowerCase()) };
}
const cookieHeader = (value: string) => ({ cookie: `${REFRESH_COOKIE}=${encodeURIComponent(value)}` });

async function webLogin() {
  const user = await createUser(t.db);
  const res = await post('login/', { phone: user.phone, password: user.password }, web);
  expect(res.statusCode).toBe(200);
  return { user, res, cookie: refreshCookieOf(res)!, access: (res.json() as { access: string }).access };
}

describe('the web app’s refresh cookie', () => {
  it('sign-in sets an HttpOnly, SameSite=Strict cookie on the refresh path, and the JSON carries no refresh token', async () => {
    const { res, cookie, access } = await webLogin();
    expect(cookie).not.toBeNull();
    expect(cookie.attrs).toContain('httponly');
    expect(cookie.attrs).toContain('samesite=strict');
    expect(cookie.attrs).toContain(`path=${REFRESH_COOKIE_PATH}`);
    expect(cookie.attrs.some((a) => a.startsWith('max-age='))).toBe(true);
    expect(Object.keys(res.json() as object)).toEqual(['access']);
    expect(access).toMatch(/^eyJ/);
    expect(res.body).not.toContain(cookie.value);
  });

  it('sign-up does the same', async () => {
    const res = await post('register/', { first_name: 'Lola', phone: '+998907770011', password: 'parol12345' }, web);
    expect(res.statusCode).toBe(201);
    expect(refreshCookieOf(res)?.attrs).toContain('httponly');
    expect(res.json()).not.toHaveProperty('refresh');
  });

  it('refresh with the cookie answers a new access token and rotates the cookie; the replaced cookie is refused once its successor was used', async () => {
    const { cookie } = await webLogin();
    const first = await post('refresh/', {}, { ...web, ...cookieHeader(cookie.value) });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json() as object)).toEqual(['access']);
    const next = refreshCookieOf(first)!;
    expect(next.value).not.toBe(cookie.value);
    expect(next.attrs).toContain(`path=${REFRESH_COOKIE_PATH}`);

    const second = await post('refresh/', {}, { ...web, ...cookieHeader(next.value) });
    expect(second.statusCode).toBe(200);
    const replayed = await post('refresh/', {}, { ...web, ...cookieHeader(cookie.value) });
    expect(replayed.json().code).toBe('auth.refresh_reused');
    // The refused cookie is cleared.
    expect(refreshCookieOf(replayed)?.attrs.some((a) => a === 'max-age=0' || a.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
  });

  it('two tabs refreshing at once with the one cookie both get a token, and the session goes on', async () => {
    const { cookie } = await webLogin();
    const [a, b] = await Promise.all([1, 2].map(() => post('refresh/', {}, { ...web, ...cookieHeader(cookie.value) })));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const access = (b!.json() as { access: string }).access;
    expect((await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) })).statusCode).toBe(200);
  });

  it('is read only with the header (another site cannot make the browser refresh with it)', async () => {
    const { cookie } = await webLogin();
    const res = await post('refresh/', {}, cookieHeader(cookie.value));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth.invalid_refresh');
  });

  it('sign-out by the bearer token ends the session and clears the cookie', async () => {
    const { cookie, access } = await webLogin();
    const res = await post('logout/', {}, { ...web, ...bearer(access) });
    expect(res.statusCode).toBe(204);
    expect(refreshCookieOf(res)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: bearer(access) })).json().code).toBe('auth.session_ended');
    expect((await post('refresh/', {}, { ...web, ...cookieHeader(cookie.value) })).statusCode).toBe(401);
  });
});

describe('API clients (the spec’s JSON tokens)', () => {
  it('get and send the refresh token in JSON, and get no cookie', async () => {
    const user = await createUser(t.db);
    const login = await post('login/', { phone: user.phone, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(refreshCookieOf(login)).toBeNull();
    const { refresh } = login.json() as { access: string; refresh: string };
    expect(refresh).toEqual(expect.any(String));
    const rotated = await post('refresh/', { refresh });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect((await post('refresh/', {})).json().code).toBe('auth.invalid_refresh');
    expect((await post('logout/', {})).json().code).toBe('auth.invalid_refresh');
    expect((await post('logout/', { refresh: (rotated.json() as { refresh: string }).refresh })).statusCode).toBe(204);
  });
});
