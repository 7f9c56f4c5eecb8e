import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One signal for "what the public pages show has changed": a product, a category, an announcement, a
 * news item or document, a course or lesson, a seller's name or picture, a moderation decision. The
 * modules' writes raise it (through their cache invalidation functions, e.g. invalidateShopCaches),
 * and whatever keeps copies of public pages listens (the page cache of server/plugins/pages.ts; the
 * answer caches, for another instance's writes: server/plugins/public-content.ts). The
 * signal names no item: a listener forgets everything it keeps, which is sound and cheap to refill;
 * counters that change all the time (views, likes) do not raise it (their figures are as fresh as the
 * copies' TTL).
 *
 * Modules call publicContentChanged() (server/lib never imports a module); with REDIS_URL set, each
 * app's sharePublicContentChanges() passes its own signals to the other instances through Redis
 * pub/sub and theirs to it, as session-revocations.ts does for ended sessions.
 */

type Listener = (scope: object | undefined) => void;
const listeners = new Set<Listener>();

/**
 * Call after a write that changes what a public page shows. `scope` is the app's database (`Db`):
 * the apps on another database (tests) are left alone; without it every app in the process hears it.
 */
export function publicContentChanged(scope?: object): void {
  for (const listener of listeners) listener(scope);
}

/** Called with each publicContentChanged() of this process. Returns the unsubscribe function. */
function onPublicContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export interface PublicContentChanges {
  /**
   * Called when public content changed, through this app (its database) or another instance (`remote`:
   * this app's own caches have not heard of it). Returns the unsubscribe function.
   */
  onChange(listener: (change: { remote: boolean }) => void): () => void;
  close(): Promise<void>;
}

export interface PublicContentChangesOptions {
  /** The app's database: the signals raised for it (or for every app). */
  scope: object;
  /** Redis for sharing the signal between instances; unset: this process only. */
  redisUrl?: string;
  /** The deployment's Redis prefix (config.redisPrefix): the channel is `<prefix>:public-content:changed`. */
  prefix: string;
  log?: FastifyBaseLogger;
}

/**
 * One app's view of the signal: this process's signals for its database, and, with a Redis URL, the
 * other instances' (two connections: a subscriber cannot publish; subscribed before this resolves).
 * A signal that fails to reach Redis is logged: the other instances then show the change within
 * their copies' TTL, as they would without Redis.
 */
export async function sharePublicContentChanges(opts: PublicContentChangesOptions): Promise<PublicContentChanges> {
  let changeListeners: ((change: { remote: boolean }) => void)[] = [];
  const tell = (remote: boolean) => {
    for (const listener of changeListeners) {
      try {
        listener({ remote });
      } catch (err) {
        opts.log?.error({ err }, 'public content listener failed');
      }
    }
  };
  const result = (publish: () => void, closeShared: () => void): PublicContentChanges => {
    const stopLocal = onPublicContentChanged((scope) => {
      if (scope !== undefined && scope !== opts.scope) return;
      tell(false);
      publish();
    });
    return {
      onChange(listener) {
        changeListeners.push(listener);
        return () => {
          changeListeners = changeListeners.filter((l) => l !== listener);
        };
      },
      async close() {
        stopLocal();
        changeListeners = [];
        closeShared();
      },
    };
  };
  if (!opts.redisUrl) return result(() => undefined, () => undefined);

  const channel = `${opts.prefix}:public-content:changed`;
  const instance = randomUUID();
  const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(opts.redisUrl, { lazyConnect: true });
  for (const c of [pub, sub]) c.on('error', (err) => opts.log?.warn({ err }, 'public content changes: redis connection error'));
  sub.on('message', (_channel: string, raw: string) => {
    let parsed: { from?: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.from !== instance) tell(true);
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  return result(
    () => void pub.publish(channel, JSON.stringify({ from: instance })).catch((err) => opts.log?.warn({ err }, 'public content change not shared')),
    () => {
      sub.disconnect();
      pub.disconnect();
    },
  );
}
