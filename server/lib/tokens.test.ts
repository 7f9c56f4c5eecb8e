import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

describe('AccessTokens', () => {
  const claims = { sub: '3f2b0c1e-0000-4000-8000-000000000001', role: 'user' };

  it('stamps and checks tokens on its clock: valid for the lifetime, then expired', async () => {
    let now = Date.UTC(2026, 2, 21, 8, 0, 0);
    const tokens = new AccessTokens('a-secret-long-enough-for-hs256-signing', 30, () => now);
    const token = await tokens.sign(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(30);
    expect(payload.iat).toBe(now / 1000);

    now += 29_000;
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    now += 2_000;
    expect(await tokens.verify(token)).toEqual({ ok: false, error: 'expired' });
  });

  it('refuses a token signed with another key as invalid', async () => {
    const other = await new AccessTokens('another-secret-long-enough-for-hs256', 30).sign(claims);
    expect(await new AccessTokens('a-secret-long-enough-for-hs256-signing', 30).verify(other)).toEqual({ ok: false, error: 'invalid' });
  });
});
