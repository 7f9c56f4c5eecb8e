import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * Keeps the event loop lagging: every turn of it is held `ms` (a busy loop: the overload under test,
 * not a wait; the test waits for conditions with vi.waitFor), until stopped.
 */
function lagTheEventLoop(ms: number) {
  let on = true;
  const hold = () => {
    if (!on) return;
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Busy: the event loop is held, as an overloaded instance's is.
    }
    setImmediate(hold);
  };
  setImmediate(hold);
  return () => {
    on = false;
  };
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { loadShedding: { maxEventLoopDelayMs: 100, sampleIntervalMs: 200, retryAfterSeconds: 7 } } });
  });
  afterAll(() => t.close());

  it('answers 503 server_busy with Retry-After while the event loop lags; health, readiness and metrics still answer; then serves again', async () => {
    const served = async () => expect((await t.app.inject({ url: '/api/shop/categories/' })).statusCode).toBe(200);
    // Calm first (opening the database held the loop too).
    await vi.waitFor(served, { timeout: 10_000, interval: 20 });
    const stop = lagTheEventLoop(250);
    try {
      const busy = await vi.waitFor(
        async () => {
          const res = await t.app.inject({ url: '/api/shop/categories/' });
          if (res.statusCode !== 503) throw new Error(`answered ${res.statusCode}`);
          return res;
        },
        { timeout: 10_000, interval: 10 },
      );
      expect(busy.headers['retry-after']).toBe('7');
      expect(busy.json()).toMatchObject({ code: 'server_busy', params: { seconds: 7 }, message: expect.any(String) });
      // The operator's routes are never shed (while the lag lasts).
      expect(t.app.isUnderPressure()).toBe(true);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      // /metrics is not configured here (no token): it answers its own 404, not the shedding's 503.
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      // A reader's browser gets a page that says so and asks again by itself (asked until the lag is
      // measured again: a sample between two held turns may read below the limit).
      const page = await vi.waitFor(
        async () => {
          const res = await t.app.inject({ url: '/online-shop/', headers: { accept: 'text/html' } });
          if (res.statusCode !== 503) throw new Error(`answered ${res.statusCode}`);
          return res;
        },
        { timeout: 10_000, interval: 10 },
      );
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['retry-after']).toBe('7');
      expect(page.body).toContain('<meta http-equiv="refresh" content="7">');
      expect(page.body).toContain('Sayt hozir band');
    } finally {
      stop();
    }
    await vi.waitFor(served, { timeout: 10_000, interval: 20 });
  });

  it('sheds nothing for one long pause (a garbage collection, one long statement): only a lag that lasts', async () => {
    const served = async () => expect((await t.app.inject({ url: '/api/shop/categories/' })).statusCode).toBe(200);
    await vi.waitFor(served, { timeout: 10_000, interval: 20 });
    const until = performance.now() + 600;
    while (performance.now() < until) {
      // One pause of 600 ms, six times the limit.
    }
    for (let i = 0; i < 10; i++) await served();
  });
});

describe('load shedding turned off (SHED_EVENT_LOOP_DELAY_MS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not there at all', () => {
    expect(t.app.config.loadShedding.maxEventLoopDelayMs).toBe(0);
    expect(t.app.hasDecorator('isUnderPressure')).toBe(false);
  });
});
