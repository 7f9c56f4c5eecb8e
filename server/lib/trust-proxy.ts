import net from 'node:net';

/**
 * Which proxies in front of the server are believed (TRUST_PROXY): none; the last `hops` of them
 * (whoever connects, then as many X-Forwarded-For entries as there are proxies behind it); or only the
 * peers whose address is in `proxies`. The client's address (request.ip) is the right-most address
 * that is not a trusted proxy: the entry the nearest untrusted hop appended, never the left-most
 * entry a client may write itself.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const MAX_PROXY_HOPS = 10;

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

export const TRUST_PROXY_FORMS =
  'false, true (one proxy), a number of proxies (2), or a comma-separated list of the proxies’ addresses or CIDR ranges (127.0.0.1,10.0.0.0/8)';

/** TRUST_PROXY's text as a setting, or null when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= MAX_PROXY_HOPS ? { hops } : null;
  }
  const proxies = v.split(',').map((entry) => entry.trim());
  return proxies.every(isAddressOrRange) ? { proxies } : null;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count is given as a function: Fastify 5 refuses a bare
 * number (it cannot tell the proxy from a direct client); `hop < n` trusts the peer and the n - 1
 * addresses the proxies appended before it, so the n-th entry from the right is the client's.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
