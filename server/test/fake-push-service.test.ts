import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from './fake-push-service';

/**
 * The fake push service is what the Web Push tests trust: it must refuse what a real push service
 * refuses (a bad VAPID signature, another audience, an expired token, a key other than the
 * subscription's) and decrypt only what was encrypted for the subscription.
 */
let fake: FakePushService;
const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:ops@ipak.uz';
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(() => fake.close());

/** A request as web-push makes it (VAPID, aes128gcm), sent by fetch so that a test can change it first. */
function request(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string, keys = vapid) {
  const details = webpush.generateRequestDetails(subscription, payload, { vapidDetails: { subject, ...keys }, TTL: 60 });
  return { headers: details.headers as Record<string, string>, body: details.body as Buffer };
}
const post = (endpoint: string, r: { headers: Record<string, string>; body: Buffer }) =>
  fetch(endpoint, { method: 'POST', headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])), body: new Uint8Array(r.body) });

describe('the fake push service', () => {
  it('accepts a message web-push made and decrypts it with the subscription’s keys (a long one too)', async () => {
    const sub = fake.subscribe(vapid.publicKey);
    expect((await post(sub.endpoint, request(sub, '{"salom":"dunyo"}'))).status).toBe(201);
    const got = await fake.next((m) => m.endpoint === sub.endpoint);
    expect(got).toMatchObject({ json: { salom: 'dunyo' }, ttl: 60, urgency: 'normal', claims: { aud: fake.origin, sub: subject } });
    const long = 'ipak '.repeat(700);
    expect((await post(sub.endpoint, request(sub, long))).status).toBe(201);
    expect(fake.messagesFor(sub.endpoint)[1]!.text).toBe(long);
  });

  it('refuses a bad signature, another key, another audience, an expired token, and no TTL', async () => {
    const sub = fake.subscribe(vapid.publicKey);
    const good = request(sub, 'x');

    const tampered = { ...good, headers: { ...good.headers, Authorization: good.headers.Authorization!.replace(/t=([^.]+)\.([^.]+)\.([^,]+)/, (_m, h, p, s: string) => `t=${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`) } };
    expect((await post(sub.endpoint, tampered)).status).toBe(401);

    expect((await post(sub.endpoint, request(sub, 'x', webpush.generateVAPIDKeys()))).status).toBe(403);

    const elsewhere = webpush.getVapidHeaders('https://fcm.googleapis.com', subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
    expect((await post(sub.endpoint, { ...good, headers: { ...good.headers, Authorization: elsewhere.Authorization } })).status).toBe(401);

    const expired = webpush.getVapidHeaders(fake.origin, subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', Math.floor(Date.now() / 1000) - 60);
    expect((await post(sub.endpoint, { ...good, headers: { ...good.headers, Authorization: expired.Authorization } })).status).toBe(401);

    const { TTL: _ttl, ...noTtl } = good.headers;
    expect((await post(sub.endpoint, { ...good, headers: noTtl })).status).toBe(400);
    expect(fake.messagesFor(sub.endpoint)).toEqual([]);
  });

  it('refuses a body encrypted for another subscription, answers 404 for an unknown endpoint and 410 once gone', async () => {
    const [sub, other] = [fake.subscribe(vapid.publicKey), fake.subscribe(vapid.publicKey)];
    expect((await post(sub.endpoint, request(other, 'x'))).status).toBe(400);
    expect((await post(fake.newEndpoint(), request(sub, 'x'))).status).toBe(404);
    fake.gone(sub.endpoint);
    expect((await post(sub.endpoint, request(sub, 'x'))).status).toBe(410);
    expect(fake.messagesFor(sub.endpoint)).toEqual([]);
  });
});
