import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** The user's guid. */
  sub: string;
  role: string;
  /**
   * The session the token belongs to: the refresh-token family it was issued with (sign-in starts
   * one, every refresh keeps it). Signing out, a reused refresh token or blocking the user ends the
   * session, and with it every access token that carries its id (server/modules/users/sessions.service.ts).
   */
  sid: string;
}

/** What a valid token says, with the moment it stops being valid (ms since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  expiresAt: number;
}

export type TokenError = 'expired' | 'invalid';

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * `now` is the clock (milliseconds since the epoch) used both to stamp and to check tokens:
   * Date.now, except in tests that move it to see a token expire without waiting.
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A signed token; each has its own id (jti), so no two tokens are ever the same string. */
  sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setSubject(claims.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .setIssuer('ipak')
      .sign(this.key);
  }

  /** Checks the signature and the lifetime; whether its session is still open is asked separately (plugins/auth). */
  async verify(token: string): Promise<{ ok: true; claims: VerifiedClaims } | { ok: false; error: TokenError }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'ipak', algorithms: ['HS256'], currentDate: new Date(this.now()) });
      const { sub, role, sid, exp } = payload;
      // A token without a session id (issued before sessions were checked) names no session that could be ended: refused.
      if (typeof sub !== 'string' || typeof role !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return { ok: false, error: 'invalid' };
      return { ok: true, claims: { sub, role, sid, expiresAt: exp * 1000 } };
    } catch (err) {
      return { ok: false, error: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

/** Opaque random tokens (refresh tokens, reset codes are separate): the client keeps the token, we keep its hash. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The JWT secret: configured, or generated once into DATA_DIR and kept there. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
