import { createDecipheriv, createECDH, createPrivateKey, createPublicKey, diffieHellman, hkdfSync, randomBytes, randomUUID, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush, Apple's): what our server
 * POSTs a Web Push message to. It checks a message as a real one does, and more strictly:
 *
 * - the VAPID `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT whose signature
 *   is valid for `k`, whose `aud` is the endpoint's origin, whose `exp` is in the future and at most
 *   24 hours ahead, whose `sub` is a mailto: or https: address; and `k` must be the application
 *   server key the subscription was made with (a push service refuses a message signed by another);
 * - a `TTL` header (RFC 8030), an `Urgency` and a `Topic` of the allowed forms when present;
 * - the body, `Content-Encoding: aes128gcm` (RFC 8188), decrypted with the subscription's private ECDH
 *   key and auth secret (RFC 8291), with node:crypto only.
 *
 * It records every message it accepts (decrypted) and answers 201; an endpoint it was told is gone
 * answers 410, an endpoint it never issued 404, a message that fails a check 400/401/403/415. A
 * subscription is either made here (`subscribe()`: the keys a browser would make) or made by a real
 * browser and handed over (`register()`: the browser test exports its private key from the page).
 */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body as text (our server sends JSON). */
  text: string;
  /** The body parsed as JSON, when it is. */
  json: unknown;
  ttl: number;
  urgency: string;
  topic?: string;
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

interface Entry {
  /** The subscription's private key (ECDH on P-256) and its public key as the browser sends it (65 bytes, uncompressed). */
  privateKey: KeyObject;
  publicKey: Buffer;
  auth: Buffer;
  /** The application server key (VAPID public key, base64url) the subscription was made with; any when unset. */
  applicationServerKey?: string;
  gone: boolean;
  /** How many more messages are answered 503 (a push service overloaded for a while). */
  unavailable?: number;
}

const b64u = (buf: Buffer) => buf.toString('base64url');
const fromB64u = (text: string) => Buffer.from(text, 'base64url');

/** A P-256 public key (65 bytes, 0x04 | x | y) as a KeyObject. */
function publicKeyOf(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
}

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The VAPID header's JWT, checked; answers its claims. */
function checkVapid(header: string | undefined, origin: string, applicationServerKey: string | undefined): ReceivedPush['claims'] {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new Refused(401, 'no vapid authorization');
  const params = Object.fromEntries(match[1]!.split(',').map((part) => part.trim().split('=') as [string, string]));
  const { t: jwt, k } = params;
  if (!jwt || !k) throw new Refused(401, 'vapid t= and k= are required');
  if (applicationServerKey && k !== applicationServerKey) throw new Refused(403, 'k is not the key the subscription was made with');
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new Refused(401, 'malformed JWT');
  const header_ = JSON.parse(fromB64u(head).toString('utf8')) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Refused(401, `JWT alg ${header_.alg}`);
  let key: KeyObject;
  try {
    key = publicKeyOf(fromB64u(k));
  } catch {
    throw new Refused(401, 'k is not a P-256 public key');
  }
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64u(signature));
  if (!valid) throw new Refused(401, 'JWT signature does not verify with k');
  const claims = JSON.parse(fromB64u(body).toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Refused(401, `aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refused(401, 'JWT expired');
  if (claims.exp > now + 24 * 3600) throw new Refused(401, 'JWT exp more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Refused(401, 'sub is not a mailto: or https: address');
  return claims;
}

/** RFC 8291 + RFC 8188: the plaintext of an aes128gcm body sent to this subscription. */
function decrypt(body: Buffer, entry: Entry): Buffer {
  if (body.length < 21) throw new Refused(400, 'body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (recordSize < 18) throw new Refused(400, 'record size too small');
  let senderKey: KeyObject;
  try {
    senderKey = publicKeyOf(senderPublic);
  } catch {
    throw new Refused(400, 'keyid is not the sender’s P-256 public key');
  }
  const ecdhSecret = diffieHellman({ privateKey: entry.privateKey, publicKey: senderKey });
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), entry.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, entry.auth, keyInfo, 32));
  // RFC 8188 §2.2: the content encryption key and the nonce.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonceBase = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const out: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += recordSize) {
    const record = records.subarray(at, at + recordSize);
    const last = at + recordSize >= records.length;
    const nonce = Buffer.from(nonceBase);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refused(400, 'record does not decrypt with the subscription’s keys');
    }
    // Padding: the data, a delimiter (2 in the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Refused(400, 'bad padding delimiter');
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

export async function startFakePushService() {
  const entries = new Map<string, Entry>();
  const received: ReceivedPush[] = [];
  /** Every refusal, for a test that wants to know why a message did not arrive. */
  const refusals: { endpoint: string; status: number; reason: string }[] = [];
  let waiters: { test: (m: ReceivedPush) => boolean; resolve: (m: ReceivedPush) => void }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? '/'}`;
      try {
        if (req.method !== 'POST') throw new Refused(405, 'POST only');
        const entry = entries.get(endpoint);
        if (!entry) throw new Refused(404, 'no such subscription');
        if (entry.gone) throw new Refused(410, 'subscription gone');
        if (entry.unavailable) {
          entry.unavailable -= 1;
          throw new Refused(503, 'service unavailable');
        }
        const claims = checkVapid(req.headers.authorization, origin, entry.applicationServerKey);
        const ttl = Number(req.headers.ttl);
        if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refused(400, 'TTL header missing or not a whole number');
        const urgency = String(req.headers.urgency ?? 'normal');
        if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) throw new Refused(400, `urgency ${urgency}`);
        const topic = req.headers.topic === undefined ? undefined : String(req.headers.topic);
        if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Refused(400, `topic ${topic}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refused(415, `content-encoding ${req.headers['content-encoding']}`);
        const text = decrypt(Buffer.concat(chunks), entry).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const message: ReceivedPush = { endpoint, text, json, ttl, urgency, topic, claims };
        received.push(message);
        waiters = waiters.filter((w) => {
          if (!w.test(message)) return true;
          w.resolve(message);
          return false;
        });
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (err) {
        const status = err instanceof Refused ? err.status : 500;
        refusals.push({ endpoint, status, reason: (err as Error).message });
        res.writeHead(status, { 'content-type': 'text/plain' }).end((err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refusals,
    /** A new endpoint address of this service (not yet a subscription: register() or subscribe() makes it one). */
    newEndpoint: () => `${origin}/push/${randomUUID()}`,
    /**
     * A subscription as a browser makes it: a P-256 key pair and a 16-byte auth secret, for the given
     * application server key (our VAPID public key). Answers what the browser would send our server.
     */
    subscribe(applicationServerKey?: string): PushSubscriptionJson {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = this.newEndpoint();
      const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: b64u(publicKey.subarray(1, 33)), y: b64u(publicKey.subarray(33)), d: b64u(ecdh.getPrivateKey()) };
      entries.set(endpoint, { privateKey: createPrivateKey({ key: jwk, format: 'jwk' }), publicKey, auth, applicationServerKey, gone: false });
      return { endpoint, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } };
    },
    /** A subscription a browser made: its endpoint here, its private key (a JWK, as WebCrypto exports it) and auth secret. */
    register(s: { endpoint: string; privateJwk: JsonWebKey; auth: string; applicationServerKey?: string }) {
      const privateKey = createPrivateKey({ key: s.privateJwk, format: 'jwk' });
      const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
      const publicKey = Buffer.concat([Buffer.from([4]), fromB64u(publicJwk.x!), fromB64u(publicJwk.y!)]);
      entries.set(s.endpoint, { privateKey, publicKey, auth: fromB64u(s.auth), applicationServerKey: s.applicationServerKey, gone: false });
    },
    /** From now on the endpoint answers 410 Gone, as a push service does once the browser unsubscribed. */
    gone(endpoint: string) {
      const entry = entries.get(endpoint);
      if (entry) entry.gone = true;
    },
    /** The next `times` messages to the endpoint are answered 503 Service Unavailable. */
    unavailable(endpoint: string, times: number) {
      const entry = entries.get(endpoint);
      if (entry) entry.unavailable = times;
    },
    /** Messages received for an endpoint, in order. */
    messagesFor: (endpoint: string) => received.filter((m) => m.endpoint === endpoint),
    /** The first message (already received, or the next to come) that passes the test. */
    next(test: (m: ReceivedPush) => boolean): Promise<ReceivedPush> {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/**
 * A push service that takes connections and never answers (a tarpit): what a subscription pointing at
 * a slow or hostile host looks like to our sender. Counts the connections it was given; holds each
 * open until it is closed. Listens on 127.0.0.1 unless told another address (and port: 0, any free one).
 */
export async function startTarpit(host = '127.0.0.1', port = 0) {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    // Read and drop what is sent, answer nothing.
    socket.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${host}:${address.port}`;
  return {
    origin,
    port: address.port,
    /** How many connections it was given so far. */
    connections: () => connections,
    /** A new endpoint address here (http://, for a sender with local endpoints allowed). */
    newEndpoint: () => `${origin}/push/${randomUUID()}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type Tarpit = Awaited<ReturnType<typeof startTarpit>>;
