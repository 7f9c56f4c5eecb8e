import type { FastifyReply } from 'fastify';
import { answerJson, keptAnswer } from './kept-json';
/**
 * A tiny in-process cache with a time-to-live, for the hottest public reads (the home-data answers,
 * the shop's product and category pages, the first pages of broad searches).
 *
 * - Entries are scoped by an owner object (the `Db` of the app), so two apps in one process (tests,
 *   a worker) never see each other's data; the scope is held weakly and freed with its database.
 * - Concurrent misses share one load ("single flight"), so a burst after expiry runs the queries once.
 * - A failed load is not cached, nor is a load that answers undefined (a page that does not exist) or
 *   a value the caller chose not to keep (only the costly answers, say).
 * - A bounded cache (maxEntries, or maxWeight with a `weigh` of its values, e.g. bytes) drops its
 *   oldest entries first.
 * - Forgetting an entry while its load is under way keeps that load's answer out of the cache (its
 *   callers still get it): a load that started before a write cannot store what the write changed.
 *
 * Each instance is per process. Code that writes what a cache shows must call that cache's invalidate
 * function (e.g. invalidateShopCaches() after a product or category changes) so this instance shows it
 * at once; the public-content signal that such functions raise reaches the other instances through
 * Redis, and each forgets its named caches then (invalidateNamedCaches, server/plugins/public-content.ts).
 * A cache that should be cleared so must have a name.
 */

interface Entry<T> {
  expiresAt: number;
  value: Promise<T | undefined>;
  /** Set once the load has answered. */
  settled?: { value: T | undefined };
  /** What a kept value counts against maxWeight (0 while loading). */
  weight: number;
}

/** One scope's entries, oldest first, and the weight of those kept. */
interface Scope<T> {
  entries: Map<string, Entry<T>>;
  weight: number;
}

export interface Cache<T> {
  /**
   * The cached value for (scope, key), or what `load()` answers, kept for the TTL unless it is
   * undefined or `keep` says no (callers that asked meanwhile still share it).
   */
  get(scope: object, key: string, load: () => Promise<T | undefined>, keep?: (value: T) => boolean): Promise<T | undefined>;
  /** The cached value (or the load under way) for (scope, key), without loading anything. */
  peek(scope: object, key: string): Promise<T | undefined> | undefined;
  /** Forgets one entry. */
  forget(scope: object, key: string): void;
  /** Forgets the entries whose value matches, and every entry still loading (its value is not known yet). */
  forgetWhere(scope: object, match: (value: T) => boolean): void;
  /** Forgets one scope's entries, or every entry when no scope is given. */
  invalidate(scope?: object): void;
}

export interface CacheOptions<T> {
  /** What the cache holds (shop.product_page): its hits and misses are counted under it (cacheLookups, /metrics). */
  name?: string;
  ttlMs: number;
  /** At most this many entries per scope; the oldest go first. Unbounded when left out. */
  maxEntries?: number;
  /**
   * At most this much weight per scope (with `weigh`, e.g. bytes): once a kept value takes a scope
   * past it, its oldest kept values go first. Unbounded when left out.
   */
  maxWeight?: number;
  /** The weight of a value to be kept (its size in bytes, say). */
  weigh?: (value: T) => number;
  now?: () => number;
}

/** A named cache's lookups per scope: answers from the cache (a kept value or a load under way) and loads. */
interface Lookups {
  hits: number;
  misses: number;
}
const NAMED_CACHES: { name: string; lookups: WeakMap<object, Lookups>; invalidate(scope: object): void }[] = [];

/**
 * Forgets every named cache's entries of one scope (an app's Db): what another instance's write of
 * public content asks (server/plugins/public-content.ts). The signal names no item, so everything goes.
 */
export function invalidateNamedCaches(scope: object): void {
  for (const cache of NAMED_CACHES) cache.invalidate(scope);
}

/** Every named cache's lookups in one scope (an app's Db) since it began: what /metrics reports. */
export const cacheLookups = (scope: object) => NAMED_CACHES.map(({ name, lookups }) => ({ name, ...(lookups.get(scope) ?? { hits: 0, misses: 0 }) }));

export function createCache<T>({ name, ttlMs, maxEntries = Infinity, maxWeight = Infinity, weigh, now = Date.now }: CacheOptions<T>): Cache<T> {
  let scopes = new WeakMap<object, Scope<T>>();
  // Kept apart from the entries: forgetting a scope's entries does not forget what it was asked.
  const lookups = new WeakMap<object, Lookups>();
  if (name) NAMED_CACHES.push({ name, lookups, invalidate: (scope) => scopes.delete(scope) });
  const count = (scope: object, hit: boolean) => {
    if (!name) return;
    let l = lookups.get(scope);
    if (!l) lookups.set(scope, (l = { hits: 0, misses: 0 }));
    if (hit) l.hits++;
    else l.misses++;
  };
  const remove = (s: Scope<T>, key: string) => {
    const entry = s.entries.get(key);
    if (!entry) return;
    s.weight -= entry.weight;
    s.entries.delete(key);
  };
  return {
    get(scope, key, load, keep) {
      let s = scopes.get(scope);
      if (!s) scopes.set(scope, (s = { entries: new Map(), weight: 0 }));
      const { entries } = s;
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expiresAt > t) {
        count(scope, true);
        return hit.value;
      }
      count(scope, false);
      if (hit) remove(s, key);
      const value = load();
      const entry: Entry<T> = { expiresAt: t + ttlMs, value, weight: 0 };
      entries.set(key, entry);
      if (entries.size > maxEntries) remove(s, entries.keys().next().value!);
      const state = s;
      // A failed or empty load must not be served from the cache; drop it unless a newer load replaced it.
      value.then(
        (v) => {
          entry.settled = { value: v };
          if (entries.get(key) !== entry) return;
          if (v === undefined || (keep && !keep(v))) return void entries.delete(key);
          if (!weigh) return;
          const weight = weigh(v);
          // Heavier than the whole bound: not kept, and nothing else pushed out for it.
          if (weight > maxWeight) return void entries.delete(key);
          entry.weight = weight;
          state.weight += entry.weight;
          for (const [k, e] of entries) {
            if (state.weight <= maxWeight) break;
            if (e.weight > 0) remove(state, k);
          }
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek(scope, key) {
      const hit = scopes.get(scope)?.entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },
    forget(scope, key) {
      const s = scopes.get(scope);
      if (s) remove(s, key);
    },
    forgetWhere(scope, match) {
      const s = scopes.get(scope);
      if (!s) return;
      for (const [key, entry] of s.entries) {
        if (!entry.settled || (entry.settled.value !== undefined && match(entry.settled.value))) remove(s, key);
      }
    },
    invalidate(scope) {
      if (scope) scopes.delete(scope);
      else scopes = new WeakMap();
    },
  };
}

export interface AnswerCache<T extends object> {
  /** The kept answer for (scope, key), or `load()`'s, kept for ttlMs. */
  get(scope: object, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one scope's entries, or every entry when no scope is given. */
  invalidate(scope?: object): void;
}

/**
 * A cache of answers the same for every caller, each marked kept (server/lib/kept-json.ts), so the
 * public-read layer makes its JSON text once and a hit costs no JSON.stringify (see sendAnswer).
 */
export function createAnswerCache<T extends object>(name: string, ttlMs: number, now: () => number = Date.now): AnswerCache<T> {
  const cache = createCache<T>({ name, ttlMs, now });
  return {
    get: (scope, key, load) => cache.get(scope, key, async () => keptAnswer(await load())) as Promise<T>,
    invalidate: (scope) => cache.invalidate(scope),
  };
}

/** TTL of the home-data answers (another instance's write clears them sooner, through the public-content signal). */
export const HOME_DATA_TTL_MS = 30_000;

/**
 * Sends an answer: a kept or joined one (server/lib/kept-json.ts) as its JSON text, made once per kept
 * answer; Fastify passes a string through without running the serializer, so a hit costs no encoding
 * (the route's response schema still documents it). Any other answer goes to the route's serializer.
 */
export function sendAnswer<T>(reply: FastifyReply, answer: T): T | FastifyReply {
  const json = answerJson(answer);
  return json === undefined ? answer : reply.type('application/json; charset=utf-8').send(json);
}
