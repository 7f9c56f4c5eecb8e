import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { tooManyRequests } from './errors';

/**
 * One limit (N attempts per window per key), on rate-limiter-flexible: counters in Redis when the
 * app has one, so that the limit holds across instances, and in this process's memory otherwise.
 *
 * Two ways to count:
 * - consume(key): every attempt counts, refused when the window is used up (sending an SMS code,
 *   registering, the contact form, comments, chat messages);
 * - check(key) before the attempt, fail(key) after a failure, reset(key) after a success: only
 *   failures count (sign-in: a user who signs in successfully is never locked out).
 */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly max: number,
  ) {}

  /** Throws a 429 (with Retry-After) when the key has used up its attempts in this window. */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.max) throw tooManyRequests(res.msBeforeNext / 1000);
  }

  /** Counts one failed attempt (never refuses by itself). */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Counts this attempt; a 429 when the window was already used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000);
      throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

interface LimitSpec {
  max: number;
  windowSeconds: number;
}

/** Every limit of the platform, by name: one place to read them all. */
export function limitSpecs(config: Config) {
  const { rateLimits: r } = config;
  const window = Math.round(r.windowMs / 1000);
  return {
    /** Failed sign-ins (and profile completions, which check the password) per phone. */
    loginPhone: { max: r.loginPerPhone, windowSeconds: window },
    /** Failed sign-ins per address. */
    loginIp: { max: r.loginPerIp, windowSeconds: window },
    /** Registrations per address. */
    register: { max: r.loginPerIp, windowSeconds: window },
    /** Password-reset codes sent per phone (each one is an SMS). */
    resetPhone: { max: 3, windowSeconds: window },
    /** Password-reset requests and wrong codes per address. */
    resetIp: { max: r.loginPerIp, windowSeconds: window },
    /** Contact-form messages per address. */
    contact: { max: r.loginPerIp, windowSeconds: window },
    /** Comments per user. */
    comment: { max: r.commentsPerUser, windowSeconds: 60 },
    /** Chat messages per user (REST and WebSocket alike). */
    chatSend: { max: r.chatPerUser, windowSeconds: 60 },
  } satisfies Record<string, LimitSpec>;
}

export type LimitName = keyof ReturnType<typeof limitSpecs>;
export type RateLimits = Record<LimitName, Limit>;

/**
 * Builds every named limit. With a Redis client the counters live in Redis (shared by every
 * instance); if Redis stops answering, each instance falls back to counting in memory rather than
 * refusing everyone or letting everyone through.
 */
export function createRateLimits(config: Config, opts: { redis?: Redis; keyPrefix?: string } = {}): RateLimits {
  const prefix = opts.keyPrefix ?? 'ipak:rl';
  const entries = Object.entries(limitSpecs(config)).map(([name, spec]) => {
    const base = { points: spec.max, duration: spec.windowSeconds, keyPrefix: `${prefix}:${name}` };
    const limiter = opts.redis
      ? new RateLimiterRedis({ ...base, storeClient: opts.redis, insuranceLimiter: new RateLimiterMemory(base) })
      : new RateLimiterMemory(base);
    return [name, new Limit(limiter, spec.max)] as const;
  });
  return Object.fromEntries(entries) as RateLimits;
}
