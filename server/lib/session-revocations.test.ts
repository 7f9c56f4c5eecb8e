import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedServicesMissing, TEST_REDIS_URL } from '../test/shared-services';
import { createSessionRevocations } from './session-revocations';

const skipReason = await sharedServicesMissing({ redis: true });
if (skipReason) console.log(`[session revocations over Redis skipped] ${skipReason}`);

/** The first call of a listener, as a promise (awaited: no fixed sleeps). */
function nextCall<T>(subscribe: (listener: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      stop();
      resolve(value);
    });
  });
}

describe.skipIf(skipReason !== null)('session revocations shared through Redis', () => {
  it('tells the other instance of ended sessions, and itself at once', async () => {
    const prefix = `ipak-test-${randomUUID()}`;
    const [a, b] = await Promise.all([0, 1].map(() => createSessionRevocations({ redisUrl: TEST_REDIS_URL, prefix, rememberMs: 60_000 })));
    try {
      const sid = randomUUID();
      const ended = nextCall<readonly string[]>((l) => b.onRevoke(l));
      const endedHere = nextCall<readonly string[]>((l) => a.onRevoke(l));
      await a.revoke([sid]);
      expect(await endedHere).toEqual([sid]);
      expect(await ended).toEqual([sid]);
      expect(b.has(sid)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("never hears another deployment's on the same Redis (session numbers repeat across databases)", async () => {
    const ours = `ipak-test-${randomUUID()}`;
    const [a, b, other] = await Promise.all(
      [ours, ours, `ipak-test-${randomUUID()}`].map((prefix) => createSessionRevocations({ redisUrl: TEST_REDIS_URL, prefix, rememberMs: 60_000 })),
    );
    try {
      // The other deployment ends its session 7, then ours ends another: Redis delivers in the order
      // published, so once ours has arrived the other's would have too, had b been listening to it.
      await other.revoke(['7']);
      const ended = nextCall<readonly string[]>((l) => b.onRevoke(l));
      await a.revoke(['8']);
      expect(await ended).toEqual(['8']);
      expect(b.has('7')).toBe(false);
      expect(other.has('7')).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});

describe('REDIS_PREFIX', () => {
  it("is 'ipak' by default, and refused with its name when it holds more than letters, digits and . : - _", async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({}).redisPrefix).toBe('ipak');
    expect(loadConfig({ REDIS_PREFIX: 'ipak-staging' }).redisPrefix).toBe('ipak-staging');
    expect(() => loadConfig({ REDIS_PREFIX: 'ipak staging' })).toThrow(/REDIS_PREFIX: must be 1 to 64 letters/);
  });
});
