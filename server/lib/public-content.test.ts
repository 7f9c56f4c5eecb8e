import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sharedServicesMissing, TEST_REDIS_URL } from '../test/shared-services';
import { publicContentChanged, sharePublicContentChanges } from './public-content';

const redisUrl = TEST_REDIS_URL;
const redisMissing = await sharedServicesMissing({ redis: true });
const withRedis = redisMissing === null;
if (!withRedis) console.log(`[public content signal over Redis skipped] ${redisMissing}`);

describe('the public content signal', () => {
  it("reaches an app's listeners when raised for its database or for every app, not for another database", async () => {
    const db = {};
    const changes = await sharePublicContentChanges({ scope: db, prefix: 'ipak' });
    let heard = 0;
    changes.onChange(() => heard++);
    publicContentChanged(db);
    publicContentChanged({});
    publicContentChanged();
    expect(heard).toBe(2);
    await changes.close();
    publicContentChanged(db);
    expect(heard).toBe(2);
  });

  it.skipIf(!withRedis)('reaches the other instances through Redis, once, and not the one that raised it twice', async () => {
    const prefix = `ipak-test-${randomBytes(6).toString('hex')}`;
    const [dbOne, dbTwo] = [{}, {}];
    const one = await sharePublicContentChanges({ scope: dbOne, redisUrl, prefix });
    const two = await sharePublicContentChanges({ scope: dbTwo, redisUrl, prefix });
    // Each listener's hearings, as `remote` flags: false for its own app's write, true for another instance's.
    const heard = { one: [] as boolean[], two: [] as boolean[] };
    one.onChange(({ remote }) => heard.one.push(remote));
    two.onChange(({ remote }) => heard.two.push(remote));
    try {
      publicContentChanged(dbOne);
      expect(heard.one).toEqual([false]);
      await vi.waitFor(() => expect(heard.two).toEqual([true]));
      // The way back: two's own signal reaches one; one's own message, read back from Redis, was not counted again.
      publicContentChanged(dbTwo);
      await vi.waitFor(() => expect(heard.one).toEqual([false, true]));
      expect(heard.two).toEqual([true, false]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
