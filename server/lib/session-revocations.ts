import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Sessions that have just ended (sign-out, a reused refresh token, a new password, a blocked user),
 * known to every instance within moments: a small in-memory set per instance, fed by this
 * instance's own revocations and, when REDIS_URL is set, by the other instances' through Redis
 * pub/sub. The database stays the source of truth (a revoked refresh-token family; see
 * users/sessions.service.ts): the set only lets an instance refuse an ended session without asking
 * it, and tells the holders of live connections (the chat sockets) to close them now.
 *
 * An entry is kept as long as an access token of that session could still be valid (the access
 * token's lifetime, plus a margin), and the set is bounded: an entry that is dropped early costs
 * nothing but a database lookup, which gives the same answer.
 */
export interface SessionRevocations {
  /** Whether this instance knows the session to have ended. */
  has(sid: string): boolean;
  /** Records the sessions as ended here, tells this instance's listeners and the other instances. */
  revoke(sids: readonly string[]): Promise<void>;
  /** Called with the ended sessions, whichever instance ended them. Returns the unsubscribe function. */
  onRevoke(listener: (sids: readonly string[]) => void): () => void;
  close(): Promise<void>;
}

export interface SessionRevocationsOptions {
  /** Redis for sharing revocations between instances; unset: this process only. */
  redisUrl?: string;
  /** The deployment's Redis prefix (config.redisPrefix): the channel is `<prefix>:sessions:revoked`. */
  prefix: string;
  /** How long an ended session is remembered (the access tokens' lifetime plus a margin). */
  rememberMs: number;
  /** At most this many ended sessions are remembered (the oldest go first). */
  maxEntries?: number;
  log?: FastifyBaseLogger;
  now?: () => number;
}

class Revocations implements SessionRevocations {
  private readonly ended = new Map<string, number>();
  private listeners: ((sids: readonly string[]) => void)[] = [];
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(
    private readonly opts: SessionRevocationsOptions,
    private readonly shared?: { publish(sids: readonly string[]): Promise<void>; close(): void },
  ) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 100_000;
  }

  has(sid: string): boolean {
    const until = this.ended.get(sid);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.ended.delete(sid);
    return false;
  }

  /** Records and announces sessions ended elsewhere or here. */
  record(sids: readonly string[]) {
    const until = this.now() + this.opts.rememberMs;
    for (const sid of sids) {
      this.ended.delete(sid);
      this.ended.set(sid, until);
    }
    // Oldest first in a Map: trim from the front.
    for (const sid of this.ended.keys()) {
      if (this.ended.size <= this.maxEntries) break;
      this.ended.delete(sid);
    }
    for (const listener of this.listeners) {
      try {
        listener(sids);
      } catch (err) {
        this.opts.log?.error({ err }, 'session revocation listener failed');
      }
    }
  }

  async revoke(sids: readonly string[]) {
    if (sids.length === 0) return;
    this.record(sids);
    if (!this.shared) return;
    try {
      await this.shared.publish(sids);
    } catch (err) {
      // The other instances still refuse the session's requests (they ask the database); only their
      // open sockets learn of it later, when the socket's token expires and its session is rechecked.
      this.opts.log?.warn({ err }, 'session revocation not shared');
    }
  }

  onRevoke(listener: (sids: readonly string[]) => void) {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  async close() {
    this.listeners = [];
    this.shared?.close();
  }
}

/** With a Redis URL: two connections (a subscriber cannot publish), subscribed before this resolves. */
export async function createSessionRevocations(opts: SessionRevocationsOptions): Promise<SessionRevocations> {
  if (!opts.redisUrl) return new Revocations(opts);
  const channel = `${opts.prefix}:sessions:revoked`;
  const instance = randomUUID();
  const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(opts.redisUrl, { lazyConnect: true });
  for (const c of [pub, sub]) c.on('error', (err) => opts.log?.warn({ err }, 'session revocations: redis connection error'));
  const revocations = new Revocations(opts, {
    publish: async (sids) => {
      await pub.publish(channel, JSON.stringify({ from: instance, sids }));
    },
    close: () => {
      sub.disconnect();
      pub.disconnect();
    },
  });
  sub.on('message', (_channel: string, raw: string) => {
    let parsed: { from?: unknown; sids?: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.from === instance || !Array.isArray(parsed.sids)) return;
    revocations.record(parsed.sids.filter((s): s is string => typeof s === 'string'));
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  return revocations;
}
