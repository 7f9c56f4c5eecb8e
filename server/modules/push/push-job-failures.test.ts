import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsOverviewSchema } from '@shared/schemas/overview';
import { buildTestApp, type TestApp } from '../../test/app';
import { bearer, createSignedInUser, newUserToken } from '../../test/factories';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import type { Queue } from '../../lib/jobs';
import { pushSubscriptions } from './push.table';
import { deliverPush, type PushSendJob } from './push.service';

/**
 * The jobs page (GET /api/overview/dashboard/jobs/) shows moderators why a push failed as a short
 * code and an HTTP status: never a push service's answer body, an error's text or an internal address
 * (issue 38). The sends run push.send's own handler on a queue of the test's that does not retry, so
 * that each fails for good at once.
 */
let t: TestApp;
let fake: FakePushService;
let once: Queue<PushSendJob>;

beforeAll(async () => {
  fake = await startFakePushService();
  t = await buildTestApp({
    config: { pushAllowLocalEndpoints: true },
    beforeReady: (app) => {
      once = app.jobs.define<PushSendJob>({ name: 'test.push-once', options: { retryLimit: 0 }, handle: (job) => deliverPush(app.webPush, job) });
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a push that failed for good, on the jobs page', () => {
  it('is listed by its reason’s code and status only: no answer body, no address', async () => {
    const owner = await createSignedInUser(t.app);
    const publicKey = t.app.webPush.sender.publicKey;
    const busy = fake.subscribe(publicKey);
    const unreachable = { ...fake.subscribe(publicKey), endpoint: 'http://127.0.0.1:1/push/nobody-listens' };
    for (const s of [busy, unreachable]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscribe/', headers: bearer(owner.token), payload: { ...s, language: 'uz' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The push service answers 503 with a body of its own.
    fake.unavailable(busy.endpoint, 1);
    const rows = await t.db.select().from(pushSubscriptions);
    const idOf = (endpoint: string) => rows.find((r) => r.endpoint === endpoint)!.id;
    for (const endpoint of [busy.endpoint, unreachable.endpoint]) await once.send({ subscription: idOf(endpoint), payload: JSON.stringify({ n: randomUUID() }), delivery: { ttlSeconds: 60, urgency: 'normal' } });

    const moderator = await newUserToken(t.app, { role: 'moderator' });
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/overview/dashboard/jobs/', headers: bearer(moderator) });
      expect(res.statusCode).toBe(200);
      return res;
    };
    await vi.waitFor(async () => expect(jobsOverviewSchema.parse((await listed()).json()).failures).toHaveLength(2), { timeout: 20_000, interval: 100 });
    const res = await listed();
    const failures = jobsOverviewSchema.parse(res.json()).failures.map(({ queue, reason, status, attempts }) => ({ queue, reason, status, attempts }));
    expect(failures.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { queue: 'test.push-once', reason: 'push.unavailable', status: 503, attempts: 1 },
      { queue: 'test.push-once', reason: 'push.unreachable', status: null, attempts: 1 },
    ]);
    // Neither the push service's answer ("service unavailable") nor the address connected to.
    for (const text of ['service unavailable', '127.0.0.1', 'ECONNREFUSED', 'nobody-listens', fake.origin]) expect(res.body, text).not.toContain(text);
  });
});
