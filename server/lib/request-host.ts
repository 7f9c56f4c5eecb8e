import net from 'node:net';

/** `name[:port]`: a DNS name or IPv4 address (letters, digits, `-`, `_`, dot-separated labels), or `[IPv6]`. */
const HOST = /^(?:\[([0-9a-f:.]+)\]|((?:[a-z0-9_-]{1,63}\.)*[a-z0-9_-]{1,63}\.?))(?::(\d{1,5}))?$/i;

/**
 * Whether a Host (or X-Forwarded-Host) value is a host a browser could have sent: a name of at most
 * 253 characters or a bracketed IPv6 address, with a port from 1 to 65535 or none. Refused: empty, a
 * space, user info (`user@evil.example`), a port out of range (`a:99999`), a bracket left open
 * (`[::1`), a path, anything not ASCII.
 */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  const m = HOST.exec(host);
  if (!m) return false;
  if (m[1] !== undefined && !net.isIPv6(m[1])) return false;
  if (m[2] !== undefined && m[2].length > 254) return false;
  if (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 65535)) return false;
  return true;
}
