import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { startTarpit, type Tarpit } from '../test/fake-push-service';
import { createPushSender, isAllowedPushEndpoint, isInternalAddress, PublicPushAgent, publicOnlyLookup } from './web-push';

/** Hosts WHATWG's URL reads as a public name and url.parse (web-push's parser) as 127.0.0.77 (issue 38). */
const CONFUSED = [';', "'", '`', '{', '}', '"'].map((c) => `https://127.0.0.77${c}.fcm.googleapis.com/fcm/send/x`);

/** Where the server may POST a push message: the address a browser gave it is checked, and so is the address it connects to. */
describe('push endpoints', () => {
  it('takes the push services’ https addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dX1Bq3:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH8',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ])
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true);
  });

  it('refuses plain http, IP literals, local names, other ports, user info and what is not a URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/push',
      'https://push.localhost/x',
      'https://db.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'ftp://fcm.googleapis.com/x',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(false);
  });

  it('refuses a host that is not plain [a-z0-9.-], or that the two URL parsers read differently, even with local endpoints allowed', () => {
    for (const endpoint of [...CONFUSED, 'https://fcm.googleapis.com$.evil.com/x', 'https://push_1.example.com/x', 'https://%31%32%37.0.0.1/x', 'https://0x7f.1/x', 'http://127.0.0.1;.localhost:4567/push'])
      for (const allowLocal of [false, true]) expect(isAllowedPushEndpoint(endpoint, allowLocal), `${endpoint} ${allowLocal}`).toBe(false);
  });

  it('takes a host written in capitals or with the default port spelled out (both parsers read the same)', () => {
    expect(isAllowedPushEndpoint('https://FCM.googleapis.com/fcm/send/x', false)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/x', false)).toBe(true);
  });

  it('with local endpoints allowed (tests, development): http to a loopback address, https anywhere; still no other scheme', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/abc', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:4567/push/abc', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://[::1]:4567/push/abc', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://10.0.0.5:8443/push', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://10.0.0.5/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://example.com/push', true)).toBe(false);
    expect(isAllowedPushEndpoint('file:///etc/passwd', true)).toBe(false);
  });
});

describe('the addresses connected to', () => {
  it('are internal in the private, loopback, link-local, shared and mapped ranges', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip'])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['142.250.74.74', '172.32.0.1', '8.8.8.8', '2a00:1450:4001:80b::200a', '2606:4700::6810:84e5']) expect(isInternalAddress(address), address).toBe(false);
  });

  const resolverOf =
    (answers: LookupAddress[]) =>
    (_host: string, _options: object, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) =>
      callback(null, answers);
  const lookup = (answers: LookupAddress[], all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      publicOnlyLookup(resolverOf(answers) as never)('push.example.com', { all }, (err, address, family) => resolve({ err, address, family })),
    );

  it('a name resolving only to public addresses is connected to (one address, or all of them for happy eyeballs)', async () => {
    expect(await lookup([{ address: '142.250.74.74', family: 4 }], false)).toEqual({ err: null, address: '142.250.74.74', family: 4 });
    const all = await lookup([{ address: '142.250.74.74', family: 4 }, { address: '2a00:1450:4001:80b::200a', family: 6 }], true);
    expect(all.err).toBeNull();
    expect(all.address).toHaveLength(2);
  });

  it('a name with an internal address among its answers is refused (a rebinding name gains nothing)', async () => {
    const refused = await lookup([{ address: '142.250.74.74', family: 4 }, { address: '127.0.0.1', family: 4 }], true);
    expect(refused.err?.code).toBe('EPUSHINTERNAL');
    expect((await lookup([{ address: '169.254.169.254', family: 4 }], false)).err?.code).toBe('EPUSHINTERNAL');
  });
});

describe('the sender', () => {
  const keys = webpush.generateVAPIDKeys();
  const target = (endpoint: string) => ({ endpoint, p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });
  const delivery = { ttlSeconds: 60, urgency: 'normal' as const };
  let tarpit: Tarpit | undefined;
  afterEach(async () => {
    await tarpit?.close();
    tarpit = undefined;
  });

  // Listening on port 443 of 127.0.0.77 takes root (or CAP_NET_BIND_SERVICE).
  it.skipIf(process.getuid?.() !== 0)('never connects where url.parse would take an endpoint the check read otherwise (127.0.0.77:443)', async () => {
    tarpit = await startTarpit('127.0.0.77', 443);
    for (const allowLocal of [false, true]) {
      const sender = createPushSender({ keys, subject: 'mailto:push@ipak.invalid', allowLocal, timeoutMs: 1_000 });
      for (const endpoint of CONFUSED) expect(await sender.send(target(endpoint), '{}', delivery), endpoint).toMatchObject({ ok: false, gone: true, code: 'push.endpoint_not_allowed' });
      sender.close();
    }
    expect(tarpit.connections()).toBe(0);
  });

  it('refuses an IP literal at the connection itself (no DNS lookup runs for one), without connecting', async () => {
    tarpit = await startTarpit('127.0.0.77');
    const agent = new PublicPushAgent();
    for (const hostname of ['127.0.0.77', '[::1]']) {
      const err = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const request = https.request({ hostname, port: tarpit!.port, method: 'POST', agent }, () => resolve(new Error('answered')));
        request.on('error', resolve);
        request.end();
      });
      expect(err.code, hostname).toBe('EPUSHINTERNAL');
    }
    agent.destroy();
    expect(tarpit.connections()).toBe(0);
  });

  it('gives up on a push service that takes the connection and never answers (push.timeout), to be tried again', async () => {
    tarpit = await startTarpit();
    const sender = createPushSender({ keys, subject: 'mailto:push@ipak.invalid', allowLocal: true, timeoutMs: 200 });
    expect(await sender.send(target(tarpit.newEndpoint()), '{}', delivery)).toMatchObject({ ok: false, gone: false, code: 'push.timeout' });
    expect(tarpit.connections()).toBe(1);
    sender.close();
  });
});
