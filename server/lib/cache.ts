import type { FastifyReply } from 'fastify';
/**
 * A tiny in-process cache with a time-to-live, for the hottest public reads (the home-data answers).
 *
 * - Entries are scoped by an owner object (the `Db` of the app), so two apps in one process (tests,
 *   a worker) never see each other's data; the scope is held weakly and freed with its database.
 * - Concurrent misses share one load ("single flight"), so a burst after expiry runs the queries once.
 * - A failed load is not cached.
 * - Values are kept as the serialised JSON the route sends, so a hit costs no JSON.stringify.
 *
 * Each instance is per process: with several server instances a write is visible everywhere within
 * one TTL at worst. Code that writes what a cache shows must call that cache's invalidate function
 * (e.g. invalidateShopHomeData() after a product or category changes) so this instance shows it at once.
 */

interface Entry {
  expiresAt: number;
  value: Promise<string>;
}

export interface JsonCache {
  /** The cached JSON for (scope, key), or the JSON of `load()` stored for ttlMs. */
  get<T>(scope: object, key: string, load: () => Promise<T>): Promise<string>;
  /** Forgets one scope's entries, or every entry when no scope is given. */
  invalidate(scope?: object): void;
}

export function createJsonCache(ttlMs: number, now: () => number = Date.now): JsonCache {
  let scopes = new WeakMap<object, Map<string, Entry>>();
  return {
    get(scope, key, load) {
      let entries = scopes.get(scope);
      if (!entries) scopes.set(scope, (entries = new Map()));
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expiresAt > t) return hit.value;
      const value = load().then((data) => JSON.stringify(data));
      const entry: Entry = { expiresAt: t + ttlMs, value };
      entries.set(key, entry);
      // A failed load must not be served from the cache; drop it unless a newer load replaced it.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate(scope) {
      if (scope) scopes.delete(scope);
      else scopes = new WeakMap();
    },
  };
}

/** TTL of the home-data answers: short enough that a write from another instance shows soon. */
export const HOME_DATA_TTL_MS = 30_000;

/**
 * Sends a cached answer as it is stored, JSON text: Fastify passes a string through without running
 * the serializer, so a hit costs no encoding (the route's response schema still documents it).
 */
export const sendCachedJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
