import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys, vapidSubject } from './vapid';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the VAPID keys', () => {
  it('are generated into DATA_DIR on first start (readable by the owner only) and the same pair afterwards', () => {
    const dir = tempDir();
    const first = resolveVapidKeys({}, dir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({}, dir)).toEqual(first);
  });

  it('are taken from the environment when set, and then nothing is written', () => {
    const dir = tempDir();
    const pair = webpush.generateVAPIDKeys();
    expect(resolveVapidKeys(pair, dir)).toEqual(pair);
    expect(fs.existsSync(path.join(dir, 'vapid-keys.json'))).toBe(false);
  });

  it('refuse a configured public key that is not the private key’s, and a damaged file, with what to do', () => {
    const [a, b] = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
    expect(() => resolveVapidKeys({ publicKey: a.publicKey, privateKey: b.privateKey }, tempDir())).toThrow(/VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/);
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'vapid-keys.json'), JSON.stringify({ publicKey: a.publicKey, privateKey: b.privateKey }));
    expect(() => resolveVapidKeys({}, dir)).toThrow(/does not hold a VAPID key pair/);
  });
});

describe('the VAPID subject', () => {
  it('is VAPID_SUBJECT, else the public https address, else a placeholder', () => {
    expect(vapidSubject('mailto:ops@ipak.uz', 'https://ipak.uz')).toBe('mailto:ops@ipak.uz');
    expect(vapidSubject(undefined, 'https://ipak.uz')).toBe('https://ipak.uz');
    expect(vapidSubject(undefined, 'http://localhost:3000')).toBe('mailto:push@ipak.invalid');
    expect(vapidSubject(undefined, undefined)).toBe('mailto:push@ipak.invalid');
  });
});
