import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import net from 'node:net';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid';

/**
 * Web Push sending (RFC 8030, 8291, 8292) through the `web-push` library: it signs each message with
 * our VAPID key and encrypts the payload for the subscription. What is ours is where a message may
 * go. A subscription's endpoint is an address a browser gave us and the server POSTs to it, so a
 * signed-in person could hand us any address (server-side request forgery): an endpoint must be
 * https:// on the default port of a public host name, and the connection is refused when the name
 * resolves to a private, loopback or otherwise internal address (checked on the address actually
 * connected to, so a name that changes its answer after the check gains nothing). The config flag
 * PUSH_ALLOW_LOCAL_ENDPOINTS lifts both for tests and development, whose fake push service listens
 * on this machine (and http:// is then allowed to a loopback address).
 */

/** Addresses no push service of a browser lives at: private, loopback, link-local, shared, documentation, multicast and reserved ranges. */
const INTERNAL = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  // IPv4-mapped addresses (::ffff:a.b.c.d) are held by the IPv4 ranges above (BlockList checks them so).
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is one the server must not send to (unless local endpoints are allowed). */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOOPBACK_NAMES = /^(localhost|.*\.localhost)$/i;
/** Names that never reach a public host. */
const LOCAL_NAMES = /(^localhost$|\.localhost$|\.local$|\.internal$|\.lan$|\.home\.arpa$|\.intranet$|\.corp$|\.invalid$|\.test$|\.example$)/i;

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
const isLoopbackHost = (host: string) => LOOPBACK_NAMES.test(host) || (net.isIP(host) !== 0 && (host === '::1' || /^127\./.test(host)));

/**
 * Whether a subscription's endpoint is an address the server may POST to: https on the default port
 * of a public host name (no IP literal, no local name, no user info); with local endpoints allowed,
 * any https host and http to a loopback one.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const host = hostOf(url);
  if (allowLocal) return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(host));
  if (url.protocol !== 'https:' || url.port !== '') return false;
  if (net.isIP(host) !== 0 || !host.includes('.') || LOCAL_NAMES.test(host)) return false;
  return true;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/**
 * A DNS lookup for the sockets that carry push messages: it answers only when every address the name
 * has is public, so a name pointing into our network is never connected to.
 */
export function publicOnlyLookup(resolve: Lookup = dns.lookup as unknown as Lookup): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const internal = list.find((a) => isInternalAddress(a.address));
      if (internal || list.length === 0) {
        const refused = Object.assign(new Error(`push endpoint host ${hostname} resolves to an internal address (${internal?.address ?? 'none'})`), { code: 'EPUSHINTERNAL' });
        return callback(refused, []);
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Sends over plain TCP: the http:// endpoint of a local fake push service (web-push speaks https only). Never used unless local endpoints are allowed. */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions): net.Socket {
    // Returned at once: the agent then uses it as its socket (no callback needed).
    return net.createConnection(options as net.NetConnectOpts);
  }
}

/** A subscription as the server keeps it: its endpoint and the browser's keys (base64url). */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How the push service should treat a message (RFC 8030 §5). */
export interface PushDelivery {
  /** How long the push service may keep it for an offline browser. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** A newer message of the same topic replaces an undelivered older one (≤ 32 URL-safe characters). */
  topic?: string;
}

/**
 * What became of a message: accepted by the push service; or not, with `gone` when the push service
 * says the subscription no longer exists (404, 410: the browser unsubscribed or the permission went),
 * so its row can go too.
 */
type PushOutcome = { ok: true } | { ok: false; gone: boolean; status?: number; reason: string };

export interface PushSender {
  /** The VAPID public key browsers subscribe with (GET /api/push/key/). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome>;
  close(): void;
}

/** The push sender of this server: web-push with our VAPID keys, over connections that reach only where they may. */
export function createPushSender(opts: { keys: VapidKeys; subject: string; allowLocal: boolean; timeoutMs?: number }): PushSender {
  const vapidDetails = { subject: opts.subject, publicKey: opts.keys.publicKey, privateKey: opts.keys.privateKey };
  const publicAgent = new https.Agent({ keepAlive: true, maxSockets: 64, lookup: publicOnlyLookup() });
  const localAgent = opts.allowLocal ? new https.Agent({ keepAlive: true }) : null;
  const plainAgent = opts.allowLocal ? new PlainHttpAgent({ keepAlive: true }) : null;
  return {
    publicKey: opts.keys.publicKey,
    async send(target, payload, delivery) {
      if (!isAllowedPushEndpoint(target.endpoint, opts.allowLocal)) return { ok: false, gone: true, reason: 'endpoint not allowed' };
      const agent = !opts.allowLocal ? publicAgent : target.endpoint.startsWith('http:') ? plainAgent! : localAgent!;
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          topic: delivery.topic,
          agent,
          timeout: opts.timeoutMs ?? 10_000,
        });
        return { ok: true };
      } catch (err) {
        if (err instanceof WebPushError) return { ok: false, gone: err.statusCode === 404 || err.statusCode === 410, status: err.statusCode, reason: `${err.statusCode} ${err.body}`.slice(0, 300) };
        return { ok: false, gone: false, reason: (err as Error).message };
      }
    },
    close() {
      publicAgent.destroy();
      localAgent?.destroy();
      plainAgent?.destroy();
    },
  };
}
