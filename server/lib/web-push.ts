import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { parse as parseLegacy } from 'node:url';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/**
 * Web Push sending (RFC 8030, 8291, 8292): the `web-push` library signs each message with our VAPID
 * key and encrypts the payload for the subscription; we send it. What is ours is where a message may
 * go. A subscription's endpoint is an address a browser gave us and the server POSTs to it, so a
 * signed-in person could hand us any address (server-side request forgery): an endpoint must be
 * https:// on the default port of a public host name, plain `[a-z0-9.-]`, read the same by WHATWG's
 * URL and the legacy url.parse (issue 38); the request goes where WHATWG's URL reads; the connection
 * is refused when the name resolves to a private, loopback or otherwise internal address (checked on
 * the address actually connected to, so a name that changes its answer after the check gains
 * nothing) and when the host is an IP literal (no lookup runs for one). The config flag
 * PUSH_ALLOW_LOCAL_ENDPOINTS lifts the public-host rules for tests and development, whose fake push
 * service listens on this machine (and http:// is then allowed to a loopback address).
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
/** A host name as DNS writes it: letters, digits, dots and dashes (IDNs arrive as punycode), after lower-casing. */
const PLAIN_HOST = /^[a-z0-9.-]+$/;
/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
const isLoopbackHost = (host: string) => LOOPBACK_NAMES.test(host) || (net.isIP(host) !== 0 && (host === '::1' || /^127\./.test(host)));
const defaultPort = (protocol: string | null) => (protocol === 'https:' ? '443' : protocol === 'http:' ? '80' : '');

/**
 * Whether the legacy parser (`url.parse`, which web-push uses for the VAPID audience, and which other
 * HTTP code reads with) finds the same scheme, host and port as WHATWG's. They differ for hosts
 * holding `;`, `'`, a backtick, `{`, `}`, `"`: `https://127.0.0.77;.fcm.googleapis.com/x` is a public
 * name to WHATWG and 127.0.0.77 to url.parse.
 */
function parsersAgree(endpoint: string, url: URL): boolean {
  let legacy: ReturnType<typeof parseLegacy>;
  try {
    legacy = parseLegacy(endpoint);
  } catch {
    return false;
  }
  return (
    legacy.protocol === url.protocol &&
    (legacy.hostname ?? '').toLowerCase() === hostOf(url) &&
    (legacy.port || defaultPort(legacy.protocol)) === (url.port || defaultPort(url.protocol))
  );
}

/**
 * Whether a subscription's endpoint is an address the server may POST to: https on the default port
 * of a public host name (no IP literal, no local name, no user info), the host plain `[a-z0-9.-]`, and
 * read the same by both URL parsers; with local endpoints allowed, any https host and http to a
 * loopback one (plain names and IP literals only, still read the same by both parsers).
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (!parsersAgree(endpoint, url)) return false;
  const host = hostOf(url);
  if (allowLocal) {
    if (!PLAIN_HOST.test(host) && net.isIP(host) !== 6) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(host));
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  if (!PLAIN_HOST.test(host) || net.isIP(host) !== 0 || !host.includes('.') || LOCAL_NAMES.test(host)) return false;
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

/** The error of a connection the sender refused itself (an internal address), or gave up on (a timeout). */
const refusal = (code: 'EPUSHINTERNAL' | 'EPUSHCONNECTTIMEOUT' | 'EPUSHTIMEOUT', message: string) => Object.assign(new Error(message), { code });

/**
 * The agent of the public push services: names are looked up by publicOnlyLookup, and an IP literal,
 * which Node connects to without any lookup, is refused here, at the connection itself (an endpoint
 * that reached the sender past isAllowedPushEndpoint, or a host read otherwise, still goes nowhere inside).
 */
export class PublicPushAgent extends https.Agent {
  override createConnection(options: http.ClientRequestArgs, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    const host = String(options.host ?? options.hostname ?? '').replace(/^\[(.*)\]$/, '$1');
    if (net.isIP(host) !== 0) {
      callback?.(refusal('EPUSHINTERNAL', 'push endpoint host is an IP literal'), undefined as never);
      return undefined;
    }
    return super.createConnection(options, callback);
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
 * Why a message was not taken, as a short code (what the jobs page shows; the details go to the log):
 * - push.endpoint_not_allowed: the endpoint is not one the server may POST to (isAllowedPushEndpoint);
 * - push.endpoint_gone: the push service says the subscription no longer exists (404, 410);
 * - push.refused: the push service refused the message (another 4xx);
 * - push.unavailable: the push service is overloaded or down (429, 5xx);
 * - push.timeout: no connection within the connect timeout, or no whole answer within the request's;
 * - push.unreachable: the connection failed (refused, reset, no such name, a bad certificate);
 * - push.address_refused: the host is, or resolves to, an internal address.
 */
export type PushFailureCode = 'push.endpoint_not_allowed' | 'push.endpoint_gone' | 'push.refused' | 'push.unavailable' | 'push.timeout' | 'push.unreachable' | 'push.address_refused';

/**
 * What became of a message: accepted by the push service; or not, with its code, and `gone` when the
 * subscription can go (the push service says it no longer exists: the browser unsubscribed or the
 * permission went; or its endpoint is not one we send to). `detail` is for the log only.
 */
type PushOutcome = { ok: true } | { ok: false; gone: boolean; code: PushFailureCode; status?: number; detail: string };

export interface PushSender {
  /** The VAPID public key browsers subscribe with (GET /api/push/key/). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome>;
  close(): void;
}

/** How long a connection to a push service may take to open (TCP), and a whole request (connect, send, answer). */
const PUSH_CONNECT_TIMEOUT_MS = 3_000;
const PUSH_REQUEST_TIMEOUT_MS = 8_000;
/** Of an answer's body, at most this much is read (for the log); the rest is dropped. */
const BODY_KEPT = 200;

const failureOf = (err: NodeJS.ErrnoException): PushOutcome => {
  if (err.code === 'EPUSHINTERNAL') return { ok: false, gone: false, code: 'push.address_refused', detail: err.message };
  if (err.code === 'EPUSHTIMEOUT' || err.code === 'EPUSHCONNECTTIMEOUT') return { ok: false, gone: false, code: 'push.timeout', detail: err.message };
  return { ok: false, gone: false, code: 'push.unreachable', detail: `${err.code ?? ''} ${err.message}`.trim() };
};

const outcomeOf = (status: number, body: string): PushOutcome => {
  if (status >= 200 && status <= 299) return { ok: true };
  const detail = `${status} ${body}`.slice(0, BODY_KEPT);
  if (status === 404 || status === 410) return { ok: false, gone: true, code: 'push.endpoint_gone', status, detail };
  if (status === 429 || status >= 500) return { ok: false, gone: false, code: 'push.unavailable', status, detail };
  return { ok: false, gone: false, code: 'push.refused', status, detail };
};

/**
 * The push sender of this server: web-push makes each message (VAPID signature, aes128gcm encryption)
 * and we send it ourselves, to the host, port and path WHATWG's URL parser reads (the one
 * isAllowedPushEndpoint checks with), over connections that reach only where they may, with a connect
 * timeout and a deadline for the whole request: a push service that accepts the connection and never
 * answers holds one send for PUSH_REQUEST_TIMEOUT_MS at most.
 */
export function createPushSender(opts: { keys: VapidKeys; subject: string; allowLocal: boolean; connectTimeoutMs?: number; timeoutMs?: number }): PushSender {
  const vapidDetails = { subject: opts.subject, publicKey: opts.keys.publicKey, privateKey: opts.keys.privateKey };
  const connectTimeout = opts.connectTimeoutMs ?? PUSH_CONNECT_TIMEOUT_MS;
  const deadline = opts.timeoutMs ?? PUSH_REQUEST_TIMEOUT_MS;
  const publicAgent = new PublicPushAgent({ keepAlive: true, maxSockets: 64, lookup: publicOnlyLookup() as unknown as typeof dns.lookup });
  const localAgent = opts.allowLocal ? new https.Agent({ keepAlive: true }) : null;
  const plainAgent = opts.allowLocal ? new http.Agent({ keepAlive: true }) : null;

  function post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<PushOutcome> {
    return new Promise((resolve) => {
      const plain = url.protocol === 'http:';
      const request = (plain ? http : https).request({
        protocol: url.protocol,
        hostname: hostOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        agent: !opts.allowLocal ? publicAgent : plain ? plainAgent! : localAgent!,
      });
      let settled = false;
      const settle = (outcome: PushOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(whole);
        resolve(outcome);
      };
      const whole = setTimeout(() => request.destroy(refusal('EPUSHTIMEOUT', `no answer within ${deadline} ms`)), deadline);
      request.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connecting = setTimeout(() => request.destroy(refusal('EPUSHCONNECTTIMEOUT', `no connection within ${connectTimeout} ms`)), connectTimeout);
        socket.once('connect', () => clearTimeout(connecting));
        socket.once('close', () => clearTimeout(connecting));
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < BODY_KEPT) text += chunk;
        });
        response.on('end', () => settle(outcomeOf(response.statusCode ?? 0, text)));
        response.on('error', (err) => settle(failureOf(err)));
      });
      request.on('error', (err) => settle(failureOf(err)));
      request.end(body ?? undefined);
    });
  }

  return {
    publicKey: opts.keys.publicKey,
    async send(target, payload, delivery) {
      if (!isAllowedPushEndpoint(target.endpoint, opts.allowLocal)) return { ok: false, gone: true, code: 'push.endpoint_not_allowed', detail: 'endpoint not allowed' };
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails,
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        topic: delivery.topic,
      });
      return post(new URL(target.endpoint), details.headers as Record<string, string | number>, details.body);
    },
    close() {
      publicAgent.destroy();
      localAgent?.destroy();
      plainAgent?.destroy();
    },
  };
}
