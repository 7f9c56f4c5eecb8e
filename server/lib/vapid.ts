import fs from 'node:fs';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import webpush from 'web-push';

/** The VAPID key pair (RFC 8292) our push messages are signed with: base64url, as browsers and web-push take them. */
export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes): the applicationServerKey a browser subscribes with. */
  publicKey: string;
  /** Its private key (32 bytes). Never leaves the server. */
  privateKey: string;
}

/** Whether the public key is the private key's: a mismatched pair signs messages no push service accepts. */
function isPair(keys: VapidKeys): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === keys.publicKey;
  } catch {
    return false;
  }
}

/**
 * The VAPID keys: configured (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, checked to be one pair), or
 * generated once into DATA_DIR/vapid-keys.json and kept there, as the JWT secret is
 * (lib/tokens.ts resolveJwtSecret). Browsers subscribe with the public key, so it must stay the
 * same: a new pair leaves every existing subscription unusable (their push services refuse messages
 * signed with another key). Several instances share one pair through the environment.
 */
export function resolveVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    const keys = { publicKey: configured.publicKey, privateKey: configured.privateKey };
    if (!isPair(keys)) throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
    return keys;
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = (): VapidKeys | null => {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string' && isPair(stored as VapidKeys)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
      throw new Error(`${file} does not hold a VAPID key pair: remove it to have a new pair made (existing push subscriptions stop working), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };
  const stored = read();
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process sharing DATA_DIR wrote its pair first: that one is the pair.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read()!;
    throw err;
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The contact address push services are given with every message (the JWT's `sub`): VAPID_SUBJECT,
 * else the site's public https address, else a placeholder a development machine can live with
 * (Apple's push service refuses messages whose subject it cannot use: set one in production).
 */
export function vapidSubject(configured: string | undefined, publicUrl: string | undefined): string {
  if (configured) return configured;
  if (publicUrl?.startsWith('https://')) return publicUrl;
  return 'mailto:push@ipak.invalid';
}
