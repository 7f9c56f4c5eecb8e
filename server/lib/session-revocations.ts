import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Sessions that have just ended (sign-out, a reused refresh token, a new password, a blocked user),
 * and users whose role or name changed, known to every instance within moments: a small in-memory set per instance, fed by this
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
  /**
   * Tells this instance's listeners and the other instances that what authorization knows of these
   * users changed (their role, their name): what an instance kept of their sessions is dropped.
   */
  usersChanged(userIds: readonly number[]): Promise<void>;
  /** Called with the users whose sessions' kept facts are stale, whichever instance changed them. */
  onUsersChanged(listener: (userIds: readonly number[]) => void): () => void;
  close(): Promise<void>;
}

export interface SessionRevocationsOptions {
  /** Redis for sharing revocations between instances; unset: this process only. */
  redisUrl?: string;
  /** Pub/sub channel (several deployments or test runs on one Redis). */
  channel?: string;
  /** How long an ended session is remembered (the access tokens' lifetime plus a margin). */
  rememberMs: number;
  /** At most this many ended sessions are remembered (the oldest go first). */
  maxEntries?: number;
  log?: FastifyBaseLogger;
  now?: () => number;
}

/** What instances tell each other: sessions that ended, or users whose facts changed. */
type Notice = { sids: readonly string[] } | { users: readonly number[] };

class Revocations implements SessionRevocations {
  private readonly ended = new Map<string, number>();
  private listeners: ((sids: readonly string[]) => void)[] = [];
  private userListeners: ((userIds: readonly number[]) => void)[] = [];
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(
    private readonly opts: SessionRevocationsOptions,
    private readonly shared?: { publish(notice: Notice): Promise<void>; close(): void },
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
    this.tell(this.listeners, sids, 'session revocation listener failed');
  }

  /** Calls each listener; one that throws is logged and does not keep the news from the others. */
  private tell<T>(listeners: readonly ((value: T) => void)[], value: T, failure: string) {
    for (const listener of listeners) {
      try {
        listener(value);
      } catch (err) {
        this.opts.log?.error({ err }, failure);
      }
    }
  }

  async revoke(sids: readonly string[]) {
    if (sids.length === 0) return;
    this.record(sids);
    if (!this.shared) return;
    try {
      await this.shared.publish({ sids });
    } catch (err) {
      // The other instances still refuse the session's requests once what they kept of it expires
      // (a few seconds; then they ask the database); their open sockets learn of it later, when the
      // socket's token expires and its session is rechecked.
      this.opts.log?.warn({ err }, 'session revocation not shared');
    }
  }

  onRevoke(listener: (sids: readonly string[]) => void) {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Announces changed users here (users changed elsewhere or here). */
  recordUsers(userIds: readonly number[]) {
    this.tell(this.userListeners, userIds, 'user change listener failed');
  }

  async usersChanged(userIds: readonly number[]) {
    if (userIds.length === 0) return;
    this.recordUsers(userIds);
    if (!this.shared) return;
    try {
      await this.shared.publish({ users: userIds });
    } catch (err) {
      // The other instances see the change when what they kept expires (a few seconds).
      this.opts.log?.warn({ err }, 'user change not shared');
    }
  }

  onUsersChanged(listener: (userIds: readonly number[]) => void) {
    this.userListeners.push(listener);
    return () => {
      this.userListeners = this.userListeners.filter((l) => l !== listener);
    };
  }

  async close() {
    this.listeners = [];
    this.userListeners = [];
    this.shared?.close();
  }
}

/** With a Redis URL: two connections (a subscriber cannot publish), subscribed before this resolves. */
export async function createSessionRevocations(opts: SessionRevocationsOptions): Promise<SessionRevocations> {
  if (!opts.redisUrl) return new Revocations(opts);
  const channel = opts.channel ?? 'ipak:sessions:revoked';
  const instance = randomUUID();
  const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(opts.redisUrl, { lazyConnect: true });
  for (const c of [pub, sub]) c.on('error', (err) => opts.log?.warn({ err }, 'session revocations: redis connection error'));
  const revocations = new Revocations(opts, {
    publish: async (notice) => {
      await pub.publish(channel, JSON.stringify({ from: instance, ...notice }));
    },
    close: () => {
      sub.disconnect();
      pub.disconnect();
    },
  });
  sub.on('message', (_channel: string, raw: string) => {
    let parsed: { from?: unknown; sids?: unknown; users?: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.from === instance) return;
    if (Array.isArray(parsed.sids)) revocations.record(parsed.sids.filter((s): s is string => typeof s === 'string'));
    if (Array.isArray(parsed.users)) revocations.recordUsers(parsed.users.filter((u): u is number => Number.isInteger(u)));
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  return revocations;
}
