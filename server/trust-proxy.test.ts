import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config';
import { buildTestApp, type TestApp } from './test/app';
import { randomPhone } from './test/factories';

/**
 * TRUST_PROXY believes what the proxies set, not what the client wrote (issue 38, item 4): the
 * client's address is the right-most X-Forwarded-For entry that is not a trusted proxy. A client may
 * put anything at the left of the header; the proxy appends the address it saw at the right.
 */
const trustProxyOf = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

/** The app, with a route that says what request.ip and request.protocol are (the test's own). */
async function appTrusting(trustProxy: Config['trustProxy']) {
  return buildTestApp({
    config: { trustProxy },
    beforeReady: (app) => app.get('/test/client', { schema: { hide: true } }, async (request) => ({ ip: request.ip, protocol: request.protocol })),
  });
}

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.50';

describe('TRUST_PROXY: its forms', () => {
  it('reads false, true (one hop), a hop count and a list of addresses and CIDR ranges', () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('true')).toEqual({ hops: 1 });
    expect(trustProxyOf('2')).toEqual({ hops: 2 });
    expect(trustProxyOf('127.0.0.1,10.0.0.0/8')).toEqual({ proxies: ['127.0.0.1', '10.0.0.0/8'] });
    expect(trustProxyOf(' 127.0.0.1 , ::1, fd00::/8, uniquelocal')).toEqual({ proxies: ['127.0.0.1', '::1', 'fd00::/8', 'uniquelocal'] });
  });

  it('stops the start with the variable, the accepted forms and the value for anything else', () => {
    for (const bad of ['yes', 'TRUE', '-1', '11', '10.0.0.0/33', '10.0.0.300', 'nginx.internal', '127.0.0.1,,10.0.0.1', '::1/129', '10.0.0.0/8/1']) {
      expect(() => trustProxyOf(bad), bad).toThrow(/TRUST_PROXY: must be false, true \(one proxy\), a number of proxies \(2\), or a comma-separated list/);
      expect(() => trustProxyOf(bad), bad).toThrow(JSON.stringify(bad));
    }
  });
});

describe('behind one trusted hop (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(trustProxyOf('true'));
  });
  afterAll(() => t?.close());

  it('a client writing a new left-most X-Forwarded-For address each time is still one address to the sign-in limit', async () => {
    const limit = t.config.rateLimits.loginPerIp;
    expect(limit).toBe(20);
    const statuses: number[] = [];
    for (let i = 0; i < limit + 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/accounts/login/',
        // A new phone each time: only the per-address count can stop this.
        payload: { phone: randomPhone(), password: 'wrong-password-1' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429]);
  });

  it('request.ip is the address the proxy appended; the scheme is the proxy’s; HSTS is on', async () => {
    const res = await t.app.inject({ url: '/test/client', remoteAddress: PROXY, headers: { 'x-forwarded-for': `1.1.1.1, 8.8.8.8, ${CLIENT}`, 'x-forwarded-proto': 'https' } });
    expect(res.json()).toEqual({ ip: CLIENT, protocol: 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // No header: the peer itself.
    expect((await t.app.inject({ url: '/test/client', remoteAddress: PROXY })).json().ip).toBe(PROXY);
  });
});

describe('request.ip is the right-most untrusted address', () => {
  const ipOf = async (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    (await t.app.inject({ url: '/test/client', remoteAddress, headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } })).json() as { ip: string; protocol: string };

  it('for a hop count (2: a CDN, then nginx)', async () => {
    const t = await appTrusting(trustProxyOf('2'));
    try {
      // The client wrote 1.1.1.1; the CDN appended the client's address; nginx appended the CDN's.
      expect(await ipOf(t, PROXY, `1.1.1.1, ${CLIENT}, 198.51.100.77`)).toEqual({ ip: CLIENT, protocol: 'https' });
    } finally {
      await t.close();
    }
  });

  it('for a list of proxy addresses and CIDR ranges; a peer not in the list is the client itself, whatever it writes', async () => {
    const t = await appTrusting(trustProxyOf('127.0.0.1,10.0.0.0/8'));
    try {
      expect(await ipOf(t, PROXY, `1.1.1.1, ${CLIENT}, 10.9.8.7`)).toEqual({ ip: CLIENT, protocol: 'https' });
      expect(await ipOf(t, '127.0.0.1', `1.1.1.1, ${CLIENT}`)).toEqual({ ip: CLIENT, protocol: 'https' });
      // Straight to the server, not through a listed proxy: its headers are not believed.
      expect(await ipOf(t, '198.51.100.9', `1.1.1.1, ${CLIENT}`)).toEqual({ ip: '198.51.100.9', protocol: 'http' });
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=false, the peer whatever the headers say, and no HSTS', async () => {
    const t = await appTrusting(trustProxyOf('false'));
    try {
      const res = await t.app.inject({ url: '/test/client', remoteAddress: PROXY, headers: { 'x-forwarded-for': CLIENT, 'x-forwarded-proto': 'https' } });
      expect(res.json()).toEqual({ ip: PROXY, protocol: 'http' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
