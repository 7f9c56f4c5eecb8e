import { tooManyRequests } from './errors';

/**
 * Fixed-window attempt counter kept in this process's memory.
 *
 * @fastify/rate-limit counts every request; login and password reset need to count *failed*
 * attempts per phone and per IP (a user who signs in successfully is never locked out), so the
 * counting is explicit here: check() before the attempt, fail() after a failure, reset() after a
 * success. With several server instances each keeps its own counts (a Redis-backed store can
 * implement the same three methods).
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private current(key: string, now: number) {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return undefined;
    return w;
  }

  /** Throws a 429 (with Retry-After) when the key has used up its attempts in this window. */
  check(key: string, now = Date.now()): void {
    const w = this.current(key, now);
    if (w && w.count >= this.max) throw tooManyRequests((w.resetAt - now) / 1000);
  }

  /** Counts one attempt. */
  fail(key: string, now = Date.now()): void {
    const w = this.current(key, now);
    if (w) w.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.windows.size > 100_000) this.sweep(now);
  }

  /** check() then count this attempt: for actions limited whatever their outcome (sending an SMS). */
  consume(key: string, now = Date.now()): void {
    this.check(key, now);
    this.fail(key, now);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
