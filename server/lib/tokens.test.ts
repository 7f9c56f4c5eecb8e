import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

describe('AccessTokens', () => {
  const claims = { sub: '3f2b0c1e-0000-4000-8000-000000000001', role: 'user', sid: '7d0c7a38-0000-4000-8000-000000000002' };

  it('stamps and checks tokens on its clock: valid for the lifetime, then expired', async () => {
    let now = Date.UTC(2026, 2, 21, 8, 0, 0);
    const tokens = new AccessTokens('a-secret-long-enough-for-hs256-signing', 30, () => now);
    const token = await tokens.sign(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(30);
    expect(payload.iat).toBe(now / 1000);

    now += 29_000;
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: { ...claims, expiresAt: payload.exp * 1000 } });
    now += 2_000;
    expect(await tokens.verify(token)).toEqual({ ok: false, error: 'expired' });
  });

  it('gives every token its own id and carries the session id', async () => {
    const tokens = new AccessTokens('a-secret-long-enough-for-hs256-signing', 30);
    const [a, b] = await Promise.all([tokens.sign(claims), tokens.sign(claims)]);
    // Same user, session and second: still two different tokens.
    expect(a).not.toBe(b);
    const payload = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()) as { jti: string; sid: string };
    expect(payload(a).jti).not.toBe(payload(b).jti);
    expect(payload(a).sid).toBe(claims.sid);
  });

  it('refuses a token without a session id', async () => {
    const { SignJWT } = await import('jose');
    const secret = 'a-secret-long-enough-for-hs256-signing';
    const old = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('30s')
      .setIssuer('ipak')
      .sign(new TextEncoder().encode(secret));
    expect(await new AccessTokens(secret, 30).verify(old)).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses a token signed with another key as invalid', async () => {
    const other = await new AccessTokens('another-secret-long-enough-for-hs256', 30).sign(claims);
    expect(await new AccessTokens('a-secret-long-enough-for-hs256-signing', 30).verify(other)).toEqual({ ok: false, error: 'invalid' });
  });
});
