import { describe, expect, it } from 'vitest';
import { DeviceTokens } from './device-tokens';

describe('DeviceTokens (the device cookie of the sign-in limits)', () => {
  const secret = 'a-secret-long-enough-for-hs256-signing';
  let now = Date.UTC(2026, 3, 1, 8, 0, 0);
  const devices = new DeviceTokens(secret, 30 * 86_400, () => now);

  it('recognises the phone it was issued for, and no other', () => {
    const cookie = devices.remember(undefined, '901234567');
    expect(devices.deviceFor(cookie, '901234567')).toEqual(expect.any(String));
    expect(devices.deviceFor(cookie, '901234568')).toBeNull();
    expect(cookie).not.toContain('901234567');
    // Another secret does not recognise it.
    expect(new DeviceTokens('another-secret-long-enough-for-hs256', 30 * 86_400, () => now).deviceFor(cookie, '901234567')).toBeNull();
  });

  it('keeps one entry per phone (at most five), the newest first', () => {
    let cookie: string | undefined;
    for (const phone of ['900000001', '900000002', '900000003', '900000004', '900000005', '900000006']) cookie = devices.remember(cookie, phone);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(devices.deviceFor(cookie, '900000006')).not.toBeNull();
    expect(devices.deviceFor(cookie, '900000001')).toBeNull();
    // Signing in again renews that phone's entry instead of adding one.
    const again = devices.remember(cookie, '900000003');
    expect(again.split('~')).toHaveLength(5);
    expect(devices.deviceFor(again, '900000003')).not.toBeNull();
  });

  it('refuses tampered, malformed and expired entries', () => {
    const cookie = devices.remember(undefined, '901234567');
    const [issued, mac] = cookie.split('.');
    expect(devices.deviceFor(`${issued}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, '901234567')).toBeNull();
    expect(devices.deviceFor(`${(parseInt(issued, 36) + 1).toString(36)}.${mac}`, '901234567')).toBeNull();
    for (const junk of ['', 'x', '~~~', 'zz.zz', 'a'.repeat(5000)]) expect(devices.deviceFor(junk, '901234567')).toBeNull();
    now += 31 * 86_400_000;
    expect(devices.deviceFor(cookie, '901234567')).toBeNull();
  });
});
