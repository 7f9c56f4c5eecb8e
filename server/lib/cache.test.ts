import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

/** A load the test resolves when it wants, counting how often it was asked. */
function deferredLoads<T>() {
  const pending: ((v: T | undefined) => void)[] = [];
  let calls = 0;
  return {
    load: () => {
      calls++;
      return new Promise<T | undefined>((resolve) => pending.push(resolve));
    },
    resolveNext: (v: T | undefined) => pending.shift()!(v),
    get calls() {
      return calls;
    },
  };
}

describe('createCache', () => {
  const scope = {};

  it('keeps a value for its TTL and shares one load between concurrent callers', async () => {
    let t = 0;
    const cache = createCache<string>({ ttlMs: 100, now: () => t });
    const loads = deferredLoads<string>();
    const a = cache.get(scope, 'k', loads.load);
    const b = cache.get(scope, 'k', loads.load);
    loads.resolveNext('one');
    expect([await a, await b]).toEqual(['one', 'one']);
    expect(loads.calls).toBe(1);
    t = 99;
    expect(await cache.get(scope, 'k', async () => 'two')).toBe('one');
    t = 100;
    expect(await cache.get(scope, 'k', async () => 'two')).toBe('two');
  });

  it('keeps neither undefined nor what keep() refuses, nor a failed load', async () => {
    const cache = createCache<number>({ ttlMs: 1000 });
    expect(await cache.get(scope, 'missing', async () => undefined)).toBeUndefined();
    expect(cache.peek(scope, 'missing')).toBeUndefined();
    expect(await cache.get(scope, 'small', async () => 3, (n) => n > 10)).toBe(3);
    expect(cache.peek(scope, 'small')).toBeUndefined();
    expect(await cache.get(scope, 'big', async () => 30, (n) => n > 10)).toBe(30);
    expect(await cache.peek(scope, 'big')).toBe(30);
    await expect(cache.get(scope, 'fails', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(scope, 'fails', async () => 1)).toBe(1);
  });

  it('keeps a load that was forgotten while it ran out of the cache (a write happened meanwhile)', async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    const loads = deferredLoads<string>();
    const stale = cache.get(scope, 'page', loads.load);
    cache.forget(scope, 'page');
    loads.resolveNext('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get(scope, 'page', async () => 'after the write')).toBe('after the write');

    // forgetWhere drops the matching values and every load still running.
    const running = cache.get(scope, 'other', loads.load);
    cache.forgetWhere(scope, (v) => v === 'after the write');
    loads.resolveNext('old');
    await running;
    expect(cache.peek(scope, 'page')).toBeUndefined();
    expect(cache.peek(scope, 'other')).toBeUndefined();
  });

  it('holds at most maxEntries per scope, dropping the oldest, and keeps scopes apart', async () => {
    const cache = createCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const n of [1, 2, 3]) await cache.get(scope, `k${n}`, async () => n);
    expect(cache.peek(scope, 'k1')).toBeUndefined();
    expect(await cache.peek(scope, 'k3')).toBe(3);
    const other = {};
    expect(cache.peek(other, 'k3')).toBeUndefined();
    cache.invalidate(scope);
    expect(cache.peek(scope, 'k3')).toBeUndefined();
  });

  it('holds at most maxWeight per scope, dropping the oldest kept values', async () => {
    let t = 0;
    const cache = createCache<string>({ ttlMs: 100, maxWeight: 10, weigh: (v) => v.length, now: () => t });
    await cache.get(scope, 'a', async () => 'aaaa');
    await cache.get(scope, 'b', async () => 'bbbb');
    expect(await cache.peek(scope, 'a')).toBe('aaaa');
    // 4 + 4 + 4 > 10: the oldest goes.
    await cache.get(scope, 'c', async () => 'cccc');
    expect(cache.peek(scope, 'a')).toBeUndefined();
    expect(await cache.peek(scope, 'b')).toBe('bbbb');
    // Forgotten entries give their weight back.
    cache.forget(scope, 'b');
    await cache.get(scope, 'd', async () => 'dddd');
    expect(await cache.peek(scope, 'c')).toBe('cccc');
    // Expired entries are the oldest, so they go first.
    t = 100;
    await cache.get(scope, 'e', async () => 'eeeeeeeeee');
    expect(await cache.peek(scope, 'e')).toBe('eeeeeeeeee');
    // A value heavier than the whole bound is not kept at all, nor does it push out the others.
    t = 150;
    expect(await cache.get(scope, 'huge', async () => 'x'.repeat(11))).toHaveLength(11);
    expect(cache.peek(scope, 'huge')).toBeUndefined();
    expect(await cache.peek(scope, 'e')).toBe('eeeeeeeeee');
  });
});
