import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, isInternalAddress, publicOnlyLookup } from './web-push';

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
