import { randomBytes } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { sharedServicesMissing, TEST_REDIS_URL } from '../test/shared-services';
import { AppError } from './errors';
import { DEVICE_COOKIE } from './device-tokens';
import { Backoff, Limit } from './rate-limiter';

const memoryLimit = (max: number) => new Limit(new RateLimiterMemory({ points: max, duration: 60 }), max);
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('Limit (memory store)', () => {
  it('consume(): every attempt counts; past the limit a 429 with Retry-After and an Uzbek message', async () => {
    const limit = memoryLimit(2);
    await limit.consume('ip:1');
    await limit.consume('ip:1');
    const err = await refusal(limit.consume('ip:1'));
    expect(err.status).toBe(429);
    expect(err.code).toBe('rate_limited');
    expect(Number(err.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(err.headers?.['retry-after'] && Number(err.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(err.message).toMatch(/daqiqadan so'ng/);
    // Another key has its own count.
    await limit.consume('ip:2');
  });

  it('check()/fail()/reset(): only failures count, and a success clears them', async () => {
    const limit = memoryLimit(2);
    await limit.check('phone:1');
    await limit.fail('phone:1');
    await limit.check('phone:1');
    await limit.reset('phone:1');
    await limit.fail('phone:1');
    await limit.fail('phone:1');
    expect((await refusal(limit.check('phone:1'))).status).toBe(429);
  });

  it('take(): a turn while the window has one (0), else the milliseconds until it has, per key (the Telegram bot’s pacing)', async () => {
    const limit = memoryLimit(1);
    expect(await limit.take('chat:1')).toBe(0);
    const wait = await limit.take('chat:1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limit.take('chat:2')).toBe(0);
  });
});

describe('Backoff (memory store)', () => {
  const backoff = (free: number, max: number) =>
    new Backoff(new RateLimiterMemory({ points: free, duration: 3600 }), new RateLimiterMemory({ points: 1, duration: max }), free, max);

  it('waits 1, 2, 4 … s after the free failures, capped', () => {
    const b = backoff(5, 300);
    expect([0, 4, 5, 6, 7, 8, 12, 13, 14, 40].map((n) => b.delayAfter(n))).toEqual([0, 0, 1, 2, 4, 8, 128, 256, 300, 300]);
  });

  it('check() passes during the free failures, then refuses during a wait with the seconds left', async () => {
    const b = backoff(2, 60);
    await b.check('p');
    await b.fail('p');
    await b.check('p');
    await b.fail('p');
    const err = await refusal(b.check('p'));
    expect(err).toMatchObject({ status: 429, code: 'rate_limited_seconds', params: { seconds: 1 } });
    expect(err.message).toMatch(/soniyadan so'ng/);
    // Another key has its own count.
    await b.check('q');
  });

  it('a wait of a minute or more is said in minutes', async () => {
    const b = backoff(1, 600);
    for (let i = 0; i < 8; i++) await b.fail('p'); // 2^7 = 128 s
    const err = await refusal(b.check('p'));
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', params: { minutes: 3 } });
  });
});

/** Counters in Redis are shared by every instance. Skipped, with the reason, when Redis is absent. */
const redisUrl = TEST_REDIS_URL;
const skipReason = await sharedServicesMissing({ redis: true });
if (skipReason) console.warn(`rate limits across instances: skipped (${skipReason})`);

describe.skipIf(!!skipReason)('rate limits across instances (one Redis)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('a limit used up on one instance refuses on the other', async () => {
    const prefix = `ipak-test:${randomBytes(6).toString('hex')}`;
    const config = { redisUrl, redisPrefix: prefix, rateLimits: { loginPerPhone: 5, loginPerIp: 2, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 } };
    const [a, b] = await Promise.all([buildTestApp({ config }), buildTestApp({ config })]);
    apps.push(a, b);
    const contact = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: 'Aziz', phone: '901234567', message: 'Salom, savolim bor' } });
    // The contact form allows 2 messages per address per window (loginPerIp): one on each instance…
    expect((await contact(a)).statusCode).toBe(201);
    expect((await contact(b)).statusCode).toBe(201);
    // …and the third is refused, wherever it arrives.
    const third = await contact(a);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
    expect((await contact(b)).statusCode).toBe(429);
  });

  it("a phone's sign-in wait started on one instance holds on the other, and spares the owner's device there", async () => {
    const prefix = `ipak-test:${randomBytes(6).toString('hex')}`;
    const config = { redisUrl, redisPrefix: prefix, rateLimits: { loginPerPhone: 2, loginPerIp: 100, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 } };
    const [a, b] = await Promise.all([buildTestApp({ config }), buildTestApp({ config })]);
    apps.push(a, b);
    const { createUser } = await import('../test/factories');
    // The two instances have their own databases here; the owner's account exists on b.
    const owner = await createUser(b.db);
    const login = (t: TestApp, password: string, address: string, device?: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: owner.phone, password }, remoteAddress: address, cookies: device ? { [DEVICE_COOKIE]: device } : {} });
    const home = await login(b, owner.password, '192.168.1.2');
    const device = home.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    expect((await login(a, 'guess-one-1', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(a, 'guess-two-2', '10.9.0.2')).statusCode).toBe(401);
    const waiting = await login(b, 'guess-three-3', '10.9.0.3');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'rate_limited_seconds', params: { seconds: expect.any(Number) } });
    expect((await login(b, owner.password, '10.77.0.1', device)).statusCode).toBe(200);
  });
});
