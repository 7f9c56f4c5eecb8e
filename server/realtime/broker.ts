import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChatMessage, ServerNotification } from '@shared/schemas/messenger';

/**
 * Chat fan-out between server instances (DESIGN §1). Every event is delivered to the handler of
 * every instance (this one included, without a round trip through Redis); each instance then
 * writes to the sockets it holds. Events carry the member ids so no instance needs a query to
 * route them.
 */
export type ChatEvent =
  | { t: 'message'; chatId: number; chat: string; members: number[]; senderId: number; message: ChatMessage }
  | { t: 'read'; chatId: number; chat: string; members: number[]; userId: number; read: { chat: string; user: string; message: string } }
  | { t: 'typing'; chatId: number; userId: number; typing: { chat: string; user: string; typing: boolean } }
  | { t: 'notification'; userId: number; notification: ServerNotification };

export interface Broker {
  readonly kind: 'memory' | 'redis';
  /** Delivers to this instance's handler at once and to the other instances' handlers. */
  publish(event: ChatEvent): Promise<void>;
  onEvent(handler: (event: ChatEvent) => void): void;
  /** A chat socket of the user opened (join) or closed (leave) on this instance. */
  join(chatId: number, userId: number): void;
  leave(chatId: number, userId: number): void;
  /** An inbox socket of the user (one per signed-in tab) opened or closed on this instance. */
  joinInbox(userId: number): void;
  leaveInbox(userId: number): void;
  /** Whether the user has an open socket of that chat on any instance. */
  isPresent(chatId: number, userId: number): Promise<boolean>;
  /** Whether the user has any socket open (a chat's or the inbox: a tab of the site) on any instance. */
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Counts of open chat sockets per (chat, user) on this instance. */
class LocalPresence {
  private readonly counts = new Map<string, number>();
  join(key: string): number {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }
  leave(key: string): number {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
    return Math.max(0, n);
  }
  has(key: string): boolean {
    return this.counts.has(key);
  }
}

const presenceKey = (chatId: number, userId: number) => `${chatId}:${userId}`;
/** Any socket of the user: every chat socket and inbox socket counts here too. */
const onlineKey = (userId: number) => `user:${userId}`;

/** One process: events go straight to the handler. */
class MemoryBroker implements Broker {
  readonly kind = 'memory' as const;
  private handlers: ((event: ChatEvent) => void)[] = [];
  private readonly presence = new LocalPresence();

  async publish(event: ChatEvent) {
    for (const h of this.handlers) h(event);
  }
  onEvent(handler: (event: ChatEvent) => void) {
    this.handlers.push(handler);
  }
  join(chatId: number, userId: number) {
    this.presence.join(presenceKey(chatId, userId));
    this.presence.join(onlineKey(userId));
  }
  leave(chatId: number, userId: number) {
    this.presence.leave(presenceKey(chatId, userId));
    this.presence.leave(onlineKey(userId));
  }
  joinInbox(userId: number) {
    this.presence.join(onlineKey(userId));
  }
  leaveInbox(userId: number) {
    this.presence.leave(onlineKey(userId));
  }
  async isPresent(chatId: number, userId: number) {
    return this.presence.has(presenceKey(chatId, userId));
  }
  async isOnline(userId: number) {
    return this.presence.has(onlineKey(userId));
  }
  async close() {
    this.handlers = [];
  }
}

interface RedisBrokerOptions {
  url: string;
  /** The deployment's Redis prefix (config.redisPrefix): keys and the channel start with it, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  log?: FastifyBaseLogger;
  /** How long an instance counts as alive without renewing its key (presence of a crashed instance expires with it). */
  instanceTtlMs?: number;
}

/**
 * Redis pub/sub on one channel (two connections: a subscriber cannot issue other commands).
 * Presence: a hash per (chat, user), and one per user for all their sockets (chat and inbox), of
 * instance id → number of open sockets there, and a key per
 * live instance renewed every third of its TTL. A crashed instance's counts stop counting when its
 * key expires, so nobody is "present" forever because of a dead process.
 */
class RedisBroker implements Broker {
  readonly kind = 'redis' as const;
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly ttlMs: number;
  private handlers: ((event: ChatEvent) => void)[] = [];
  private readonly presence = new LocalPresence();
  private readonly renewTimer: NodeJS.Timeout;
  private readonly log?: FastifyBaseLogger;
  private closed = false;

  private constructor(opts: RedisBrokerOptions) {
    this.prefix = opts.prefix;
    this.channel = `${this.prefix}:chat-events`;
    this.ttlMs = opts.instanceTtlMs ?? 30_000;
    this.log = opts.log;
    // Commands wait in ioredis' offline queue during a reconnect; a broken Redis shows up as
    // failed publishes in the log, never as lost messages (they are stored before publishing).
    this.pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = new Redis(opts.url, { lazyConnect: true });
    for (const c of [this.pub, this.sub]) c.on('error', (err) => this.log?.warn({ err }, 'redis broker connection error'));
    this.sub.on('message', (_channel: string, raw: string) => {
      let parsed: { from: string; event: ChatEvent };
      try {
        parsed = JSON.parse(raw);
      } catch {
        return;
      }
      if (parsed.from === this.instanceId) return; // delivered locally already
      this.dispatch(parsed.event);
    });
    this.renewTimer = setInterval(() => void this.renew(), Math.max(1000, Math.floor(this.ttlMs / 3)));
    this.renewTimer.unref();
  }

  static async connect(opts: RedisBrokerOptions): Promise<RedisBroker> {
    const broker = new RedisBroker(opts);
    await Promise.all([broker.pub.connect(), broker.sub.connect()]);
    await broker.sub.subscribe(broker.channel);
    await broker.renew();
    return broker;
  }

  private instanceKey(id: string) {
    return `${this.prefix}:instance:${id}`;
  }
  /** The Redis hash of one presence key (a chat's member, or a user's every socket): instance id → open sockets there. */
  private presenceHash(key: string) {
    return `${this.prefix}:presence:${key}`;
  }
  private async renew() {
    try {
      await this.pub.set(this.instanceKey(this.instanceId), '1', 'PX', this.ttlMs);
    } catch (err) {
      this.log?.warn({ err }, 'redis broker: instance key not renewed');
    }
  }

  private dispatch(event: ChatEvent) {
    for (const h of this.handlers) {
      try {
        h(event);
      } catch (err) {
        this.log?.error({ err }, 'chat event handler failed');
      }
    }
  }

  async publish(event: ChatEvent) {
    this.dispatch(event);
    await this.pub.publish(this.channel, JSON.stringify({ from: this.instanceId, event }));
  }
  onEvent(handler: (event: ChatEvent) => void) {
    this.handlers.push(handler);
  }
  join(chatId: number, userId: number) {
    this.enter(presenceKey(chatId, userId));
    this.enter(onlineKey(userId));
  }
  leave(chatId: number, userId: number) {
    this.exit(presenceKey(chatId, userId));
    this.exit(onlineKey(userId));
  }
  joinInbox(userId: number) {
    this.enter(onlineKey(userId));
  }
  leaveInbox(userId: number) {
    this.exit(onlineKey(userId));
  }
  isPresent(chatId: number, userId: number) {
    return this.present(presenceKey(chatId, userId));
  }
  isOnline(userId: number) {
    return this.present(onlineKey(userId));
  }
  private enter(key: string) {
    this.presence.join(key);
    if (this.closed) return;
    const hash = this.presenceHash(key);
    this.pub
      .multi()
      .hincrby(hash, this.instanceId, 1)
      .pexpire(hash, 7 * 24 * 3600 * 1000)
      .exec()
      .catch((err) => this.log?.warn({ err }, 'redis broker: presence join failed'));
  }
  private exit(key: string) {
    const left = this.presence.leave(key);
    // After close() the instance key is gone, so its counts no longer count anyway.
    if (this.closed) return;
    const hash = this.presenceHash(key);
    const op = left === 0 ? this.pub.hdel(hash, this.instanceId) : this.pub.hincrby(hash, this.instanceId, -1);
    op.catch((err: unknown) => this.log?.warn({ err }, 'redis broker: presence leave failed'));
  }
  /** Open sockets for the key here, or on another instance that is still alive. */
  private async present(key: string) {
    if (this.presence.has(key)) return true;
    const counts = await this.pub.hgetall(this.presenceHash(key));
    const instances = Object.entries(counts)
      .filter(([id, n]) => id !== this.instanceId && Number(n) > 0)
      .map(([id]) => id);
    if (instances.length === 0) return false;
    const alive = await this.pub.mget(...instances.map((id) => this.instanceKey(id)));
    return alive.some((v) => v !== null);
  }
  async close() {
    clearInterval(this.renewTimer);
    this.closed = true;
    this.handlers = [];
    try {
      await this.pub.del(this.instanceKey(this.instanceId));
    } catch {
      // Redis gone: the key expires on its own.
    }
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

export async function createBroker(opts: { redisUrl?: string; prefix: string; log?: FastifyBaseLogger }): Promise<Broker> {
  if (!opts.redisUrl) return new MemoryBroker();
  return RedisBroker.connect({ url: opts.redisUrl, prefix: opts.prefix, log: opts.log });
}
