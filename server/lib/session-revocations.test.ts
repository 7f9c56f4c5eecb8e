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
    const channel = `ipak:test:revocations:${randomUUID()}`;
    const [a, b] = await Promise.all([0, 1].map(() => createSessionRevocations({ redisUrl: TEST_REDIS_URL, channel, rememberMs: 60_000 })));
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
});
