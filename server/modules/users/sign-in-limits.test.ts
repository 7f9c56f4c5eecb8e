import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from '../../lib/device-tokens';
import { useTestApp } from '../../test/app';
import { createUser, randomPhone } from '../../test/factories';

/**
 * Sign-in limits that cannot be turned against the owner (docs/security.md, "Sign-in limits"), seen
 * from both sides: a guesser on other addresses is slowed by growing waits and bounded, while the
 * owner on their usual device still gets in. Small limits here: 3 failures per phone and client,
 * 6 per address, waits of at most 8 s.
 */
const t = useTestApp({
  config: { rateLimits: { loginPerPhone: 3, loginPerIp: 6, loginMaxDelaySeconds: 8, windowMs: 15 * 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5 } },
});
afterEach(() => {
  vi.useRealTimers();
});

let nextAddress = 1;
/** A fresh client address each call: the guesser has as many as they like. */
const anotherAddress = () => `10.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}.7`;

interface Attempt {
  status: number;
  body: { code?: string; params?: Record<string, number> };
  retryAfter?: string;
  device?: string;
}

async function signIn(phone: string, password: string, from: { address: string; device?: string }): Promise<Attempt> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/accounts/login/',
    payload: { phone, password },
    remoteAddress: from.address,
    cookies: from.device ? { [DEVICE_COOKIE]: from.device } : {},
  });
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] as string | undefined, device: cookie?.value };
}

/** The owner signs in once from home: their browser now holds the device cookie for their phone. */
async function ownerWithDevice() {
  const owner = await createUser(t.db);
  const home = '192.168.7.10';
  const first = await signIn(owner.phone, owner.password, { address: home });
  expect(first.status).toBe(200);
  expect(first.device).toBeTruthy();
  return { owner, home, device: first.device! };
}

describe('sign-in limits: the guesser is slowed, the owner still gets in', () => {
  it("a guesser's failures from other addresses do not stop the owner's correct sign-in from their usual device", async () => {
    // The clock stands still: on a loaded machine the phone's growing wait (1, 2, 4 … s) could pass
    // between two calls, and the newcomer at the end would be let in for the wrong reason. The
    // limiter's memory store also drops a record on a timer of its own (setTimeout): those timers are
    // held too, so a wait ends only when the test moves the clock.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-04-01T08:00:00Z'));
    const { owner, home, device } = await ownerWithDevice();
    // Someone guesses from many addresses until every attempt for this phone has to wait.
    let refused: Attempt | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const guess = await signIn(owner.phone, `guess-${i}-password`, { address: anotherAddress() });
      if (guess.status === 429) refused = guess;
      else expect(guess.status).toBe(401);
    }
    expect(refused?.body.code).toBe('rate_limited_seconds');

    // The owner, on their device, at home and on another network (a phone's address changes), gets in.
    expect((await signIn(owner.phone, owner.password, { address: home, device })).status).toBe(200);
    expect((await signIn(owner.phone, owner.password, { address: '172.20.1.33', device })).status).toBe(200);
    // Someone new (no device cookie) is still told to wait.
    expect((await signIn(owner.phone, owner.password, { address: anotherAddress() })).status).toBe(429);
  });

  it('the guesser waits 1, 2, 4, 8 s (the cap) between attempts, one attempt per wait, and the owner from a new device gets in after a wait', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-04-01T08:00:00Z'));
    const owner = await createUser(t.db);
    // The first 3 failures for the phone (from anywhere) cost nothing.
    for (let i = 0; i < 3; i++) expect((await signIn(owner.phone, `wrong-${i}-password`, { address: anotherAddress() })).status).toBe(401);

    const waits: number[] = [];
    for (let step = 0; step < 5; step++) {
      const early = await signIn(owner.phone, 'another-guess1', { address: anotherAddress() });
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ code: 'rate_limited_seconds', params: { seconds: expect.any(Number) } });
      expect(early.retryAfter).toBe(String(early.body.params!.seconds));
      waits.push(early.body.params!.seconds);
      // The wait is over: one attempt gets through (and fails), the next one waits again.
      vi.setSystemTime(Date.now() + early.body.params!.seconds * 1000);
      expect((await signIn(owner.phone, `guess-${step}-password`, { address: anotherAddress() })).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);

    // The owner on a device this phone has never seen waits like everyone else, then gets in.
    const fresh = anotherAddress();
    const told = await signIn(owner.phone, owner.password, { address: fresh });
    expect(told.status).toBe(429);
    vi.setSystemTime(Date.now() + told.body.params!.seconds * 1000);
    expect((await signIn(owner.phone, owner.password, { address: fresh })).status).toBe(200);
  });

  it('guesses sent together when a wait ends do not multiply: one goes through, the others wait', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-04-02T08:00:00Z'));
    const owner = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await signIn(owner.phone, `wrong-${i}-password`, { address: anotherAddress() })).status).toBe(401);
    // The wait of 1 s is over; six guesses arrive at once from six addresses.
    vi.setSystemTime(Date.now() + 1000);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(owner.phone, `burst-${i}-password`, { address: anotherAddress() })));
    expect(burst.filter((a) => a.status === 401)).toHaveLength(1);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it("a wrong password from the owner's device still counts: past the limit that device waits, in minutes", async () => {
    const { owner, home, device } = await ownerWithDevice();
    for (let i = 0; i < 3; i++) expect((await signIn(owner.phone, `typo-${i}-password`, { address: home, device })).status).toBe(401);
    const limited = await signIn(owner.phone, owner.password, { address: home, device });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', params: { minutes: 15 } });
  });

  it('failures are counted per phone and client together: one client past its limit holds up nobody else', async () => {
    const owner = await createUser(t.db, { password: 'Owner-parol-1' });
    const office = '10.200.0.1';
    for (let i = 0; i < 3; i++) expect((await signIn(owner.phone, `wrong-${i}-password`, { address: office })).status).toBe(401);
    expect((await signIn(owner.phone, owner.password, { address: office })).body).toMatchObject({ code: 'rate_limited', params: { minutes: 15 } });
    // Another phone from the same address is not affected by this phone's count.
    const colleague = await createUser(t.db);
    expect((await signIn(colleague.phone, colleague.password, { address: office })).status).toBe(200);
  });

  it('one address guessing across many phones is bounded (per-address limit), whatever the phones', async () => {
    const guesser = anotherAddress();
    for (let i = 0; i < 6; i++) expect((await signIn(randomPhone(), 'some-guess-1', { address: guesser })).status).toBe(401);
    const refused = await signIn(randomPhone(), 'some-guess-1', { address: guesser });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', params: { minutes: expect.any(Number) } });
    // Its own account from a device it signed in from before is not held to the address's count.
    const { owner, device } = await ownerWithDevice();
    expect((await signIn(owner.phone, owner.password, { address: guesser, device })).status).toBe(200);
  });

  it("a device cookie of another phone, or a forged one, is no exemption from the phone's waits", async () => {
    const { device: otherDevice } = await ownerWithDevice();
    const victim = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await signIn(victim.phone, `wrong-${i}-password`, { address: anotherAddress() })).status).toBe(401);
    const [issued] = otherDevice.split('.');
    for (const device of [otherDevice, `${issued}.${'A'.repeat(32)}`, 'garbage']) {
      expect((await signIn(victim.phone, victim.password, { address: anotherAddress(), device })).status).toBe(429);
    }
  });

  it('the device cookie is HttpOnly, SameSite=Strict and sent only to the account routes; sign-up sets it too', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: user.phone, password: user.password }, remoteAddress: anotherAddress() });
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/accounts/' });
    expect(cookie.maxAge).toBeGreaterThan(30 * 86_400);
    const registered = await t.app.inject({ method: 'POST', url: '/api/users/accounts/register/', payload: { first_name: 'Nodira', phone: randomPhone(), password: 'Atlas-2026' } });
    expect(registered.cookies.some((c) => c.name === DEVICE_COOKIE)).toBe(true);
    // A failed sign-in sets nothing.
    const failed = await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: user.phone, password: 'not-it-at-all' }, remoteAddress: anotherAddress() });
    expect(failed.cookies).toEqual([]);
  });
});
