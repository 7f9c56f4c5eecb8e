import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser, type SignedInUser } from '../../test/factories';
import { startTarpit } from '../../test/fake-push-service';
import { jobsSettled } from '../../test/jobs';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { pushSubscriptions } from './push.table';

/**
 * The push API (issue 27): the public key, a browser's subscription and the kinds a user gets. Every
 * endpoint but the key is the signed-in caller's own; a refusal is an answer in the one error shape
 * and changes nothing. Sending is tested against a fake push service in push-delivery.test.ts.
 */
const t = useTestApp();
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  owner = await createSignedInUser(t.app);
  other = await createSignedInUser(t.app);
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A subscription as a browser's PushSubscription.toJSON() writes it, at a push service's https address. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  return { endpoint, expirationTime: null, keys: { p256dh, auth: randomBytes(16).toString('base64url') }, language: 'uz' };
}
const rowsOf = (userId: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/key/', () => {
  it('answers the VAPID public key anyone subscribes with: the pair generated into DATA_DIR on first start, asked again each time', async () => {
    const res = await call('GET', '/api/push/key/', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const stored = JSON.parse(fs.readFileSync(path.join(t.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(res.json()).toEqual({ public_key: stored.publicKey });
    expect(stored.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('POST /api/push/subscribe/', () => {
  it('turns push on for the caller; sent again (another language, new keys) it renews the one row', async () => {
    const sub = browserSubscription();
    const res = await call('POST', '/api/push/subscribe/', owner.token, sub);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscriptions: 1 });
    const again = { ...browserSubscription(sub.endpoint), language: 'ru' };
    expect((await call('POST', '/api/push/subscribe/', owner.token, again)).json()).toEqual({ subscriptions: 1 });
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ endpoint: sub.endpoint, language: 'ru', p256dh: again.keys.p256dh, auth: again.keys.auth });
    expect(row.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await call('POST', '/api/push/unsubscribe/', owner.token, { endpoint: sub.endpoint });
  });

  it('is refused without a session (401), before the body is read', async () => {
    const res = await call('POST', '/api/push/subscribe/', null, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.unauthorized');
  });

  it('refuses an address the server may not POST to: plain http, an IP literal, a local name, another port', async () => {
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/x', 'https://127.0.0.1/push', 'https://169.254.169.254/latest/', 'https://localhost/x', 'https://db.internal/x', 'https://fcm.googleapis.com:8443/x', 'nonsense'])
      expectFieldErrors(await call('POST', '/api/push/subscribe/', owner.token, browserSubscription(endpoint)), { endpoint: 'push_endpoint_invalid' });
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses (400 push_endpoint_invalid) a host that is not plain [a-z0-9.-] or that the two URL parsers read differently (issue 38)', async () => {
    for (const c of [';', "'", '`', '{', '}', '"']) {
      const endpoint = `https://127.0.0.77${c}.fcm.googleapis.com/fcm/send/x`;
      const res = await call('POST', '/api/push/subscribe/', owner.token, browserSubscription(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expectFieldErrors(res, { endpoint: 'push_endpoint_invalid' });
    }
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and a language we do not have', async () => {
    const sub = browserSubscription();
    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    expectFieldErrors(await call('POST', '/api/push/subscribe/', owner.token, { ...sub, keys: { ...sub.keys, p256dh: notAPoint.toString('base64url') } }), { 'keys.p256dh': 'push_key_invalid' });
    expectFieldErrors(await call('POST', '/api/push/subscribe/', owner.token, { ...sub, keys: { ...sub.keys, p256dh: 'short' } }), { 'keys.p256dh': 'push_key_invalid' });
    expectFieldErrors(await call('POST', '/api/push/subscribe/', owner.token, { ...sub, keys: { ...sub.keys, auth: randomBytes(8).toString('base64url') } }), { 'keys.auth': 'push_key_invalid' });
    expectFieldErrorsInclude(await call('POST', '/api/push/subscribe/', owner.token, { ...sub, language: 'de' }), { language: 'invalid_option' });
    expectFieldErrorsInclude(await call('POST', '/api/push/subscribe/', owner.token, { endpoint: sub.endpoint }), { keys: 'required' });
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses (409) an endpoint that is another user’s subscription, which stays theirs', async () => {
    const sub = browserSubscription();
    expect((await call('POST', '/api/push/subscribe/', owner.token, sub)).statusCode).toBe(200);
    const taken = await call('POST', '/api/push/subscribe/', other.token, browserSubscription(sub.endpoint));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'push.endpoint_taken' });
    expect((await rowsOf(owner.id)).map((r) => [r.endpoint, r.p256dh])).toEqual([[sub.endpoint, sub.keys.p256dh]]);
    expect(await rowsOf(other.id)).toEqual([]);
    await call('POST', '/api/push/unsubscribe/', owner.token, { endpoint: sub.endpoint });
  });

  it('keeps a user’s ten most recent browsers', async () => {
    const user = await createSignedInUser(t.app);
    const subs = Array.from({ length: 11 }, () => browserSubscription());
    for (const sub of subs) expect((await call('POST', '/api/push/subscribe/', user.token, sub)).statusCode).toBe(200);
    const endpoints = (await rowsOf(user.id)).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(subs[0]!.endpoint);
  });
});

describe('a subscription stored before the endpoint rules (issue 38)', () => {
  it('is never connected to: its message is refused at send time and its row goes', async () => {
    // Where url.parse would connect (port 443 takes root; without it nothing listens there).
    const tarpit = process.getuid?.() === 0 ? await startTarpit('127.0.0.78', 443) : null;
    const endpoint = 'https://127.0.0.78;.fcm.googleapis.com/fcm/send/x';
    const { keys } = browserSubscription();
    const [row] = await t.db.insert(pushSubscriptions).values({ userId: owner.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, sessionId: randomUUID() }).returning();
    await t.app.webPush.queues.send.send({ subscription: row!.id, payload: '{"kind":"chat_message"}', delivery: { ttlSeconds: 60, urgency: 'normal' } });
    await jobsSettled(t.app);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(tarpit?.connections() ?? 0).toBe(0);
    await tarpit?.close();
  });
});

describe('POST /api/push/unsubscribe/', () => {
  it('turns push off in the caller’s browser; another user’s endpoint is unknown to them (404) and stays', async () => {
    const sub = browserSubscription();
    await call('POST', '/api/push/subscribe/', owner.token, sub);
    const foreign = await call('POST', '/api/push/unsubscribe/', other.token, { endpoint: sub.endpoint });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'push.subscription_not_found' });
    expect(await rowsOf(owner.id)).toHaveLength(1);

    expect((await call('POST', '/api/push/unsubscribe/', null, { endpoint: sub.endpoint })).statusCode).toBe(401);
    expectFieldErrors(await call('POST', '/api/push/unsubscribe/', owner.token, {}), { endpoint: 'push_endpoint_invalid' });

    const res = await call('POST', '/api/push/unsubscribe/', owner.token, { endpoint: sub.endpoint });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await call('POST', '/api/push/unsubscribe/', owner.token, { endpoint: sub.endpoint })).statusCode).toBe(404);
  });
});

describe('/api/push/settings/', () => {
  it('answers in how many browsers the caller has push on (the kinds are their notification settings: no PATCH here)', async () => {
    const user = await createSignedInUser(t.app);
    expect((await call('GET', '/api/push/settings/', user.token)).json()).toEqual({ subscriptions: 0 });
    expect((await call('PATCH', '/api/push/settings/', user.token, { kinds: { chat_message: false } })).statusCode).toBe(404);
  });

  it('is refused without a session', async () => {
    expect((await call('GET', '/api/push/settings/', null)).statusCode).toBe(401);
  });
});
