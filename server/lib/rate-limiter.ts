import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests, waitBeforeRetry } from './errors';

/** A counter that is there and not yet expired (a memory counter lingers briefly after its expiry). */
const live = (res: RateLimiterRes | null): res is RateLimiterRes => !!res && (res.msBeforeNext > 0 || res.msBeforeNext === -1);

/**
 * One limit (N attempts per window per key), on rate-limiter-flexible: counters in Redis when the
 * app has one, so that the limit holds across instances, and in this process's memory otherwise.
 *
 * Two ways to count:
 * - consume(key): every attempt counts, refused when the window is used up (sending an SMS code,
 *   registering, the contact form, comments, chat messages);
 * - check(key) before the attempt, fail(key) after a failure, reset(key) after a success: only
 *   failures count (sign-in: a user who signs in successfully is never locked out).
 */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly max: number,
  ) {}

  /** Throws a 429 (with Retry-After) when the key has used up its attempts in this window. */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (live(res) && res.consumedPoints >= this.max) throw tooManyRequests(res.msBeforeNext / 1000);
  }

  /** Counts one failed attempt (never refuses by itself). */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Counts this attempt; a 429 when the window was already used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000);
      throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** Takes a turn for the key when the window has one left (answers 0), else answers the milliseconds until it has one. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key, 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, err.msBeforeNext);
      throw err;
    }
  }
}

/**
 * Growing waits per key, for guessing that must be slowed without locking anyone out (sign-in per
 * phone, from any address): the first `free` failures in the window cost nothing; after failure
 * number n ≥ free the next attempt waits 2^(n − free) seconds (1, 2, 4, 8 …), at most
 * `maxDelaySeconds`. An attempt during a wait is refused with the time left (429, {seconds} or
 * {minutes}). When a wait is over, one attempt takes the turn (atomically, in Redis too) and the
 * others wait again, so guesses sent in parallel from many addresses do not multiply. The failure
 * count is forgotten `windowSeconds` after the first failure.
 */
export class Backoff {
  constructor(
    private readonly failures: RateLimiterAbstract,
    private readonly waits: RateLimiterAbstract,
    readonly free: number,
    readonly maxDelaySeconds: number,
  ) {}

  /** The wait (s) after `failures` failures. */
  delayAfter(failures: number): number {
    if (failures < this.free) return 0;
    return Math.min(this.maxDelaySeconds, 2 ** Math.min(failures - this.free, 30));
  }

  async failureCount(key: string): Promise<number> {
    const res = await this.failures.get(key);
    return live(res) ? res.consumedPoints : 0;
  }

  /** Before an attempt: a 429 while the key must wait; otherwise takes the turn. */
  async check(key: string): Promise<void> {
    const n = await this.failureCount(key);
    if (n < this.free) return;
    try {
      await this.waits.consume(key, 1, { customDuration: this.delayAfter(n) });
    } catch (err) {
      if (err instanceof RateLimiterRes) throw waitBeforeRetry(err.msBeforeNext / 1000);
      throw err;
    }
  }

  /** After a failed attempt: counts it, and from the free ones on starts the next wait. */
  async fail(key: string): Promise<void> {
    const res = await this.failures.penalty(key, 1);
    const delay = this.delayAfter(res.consumedPoints);
    if (delay > 0) await this.waits.block(key, delay);
  }
}

interface LimitSpec {
  max: number;
  windowSeconds: number;
}
interface BackoffSpec {
  backoff: { free: number; windowSeconds: number; maxDelaySeconds: number };
}

/**
 * A count a minute, taken a sixth at a time in 10-second windows (at least 6 a minute): a minute's
 * whole count cannot arrive at once (one address's 60 renders in the first second of its minute kept
 * the instance busy for seconds in the bench), while a reader who opens 10 new pages in 10 seconds is
 * still served. Under 6 a minute, one window of a minute.
 */
const spread = (perMinute: number): LimitSpec => (perMinute >= 6 ? { max: Math.ceil(perMinute / 6), windowSeconds: 10 } : { max: perMinute, windowSeconds: 60 });

/** How long a phone's sign-in failures (from anywhere) are remembered for its growing waits. */
const LOGIN_PHONE_MEMORY_SECONDS = 24 * 60 * 60;

/** The limits' settings (server/config.ts reads them from the environment). */
export interface RateLimitSettings {
  /** Failed sign-ins per phone and client per window; also the failures per phone before its growing waits start. */
  loginPerPhone: number;
  loginPerIp: number;
  /** The longest of a phone's growing sign-in waits (s); 300 when left out. */
  loginMaxDelaySeconds?: number;
  windowMs: number;
  commentsPerUser: number;
  chatPerUser: number;
  /** Requests carrying files (images) per user (or address, signed out) per minute. */
  uploadsPerUser: number;
  /** New products per user per minute. */
  productsPerUser: number;
  /** New visitor cookies (views counted once per visitor a day) handed out per address per day; 300 when left out. */
  newVisitorsPerIp?: number;
  /** Page renders that miss the page cache, per address per minute (server/plugins/pages.ts); 60 when left out. */
  rendersPerAddress?: number;
  /** Searches that miss their module's cache, per address per minute (countSearch); 60 when left out. */
  searchesPerAddress?: number;
  /** Renders and searches that miss the caches, per address per minute, for requests naming a known crawler (their own bucket: a forged name gets this, never more); 600 when left out. */
  crawlerPerAddress?: number;
  /** Distinct sellers whose phone a viewer may be shown per day (issue 40); PHONE_REVEALS_PER_DAY (20) when left out. */
  phoneRevealsPerDay?: number;
}

/** What the limits are made from: their settings and the shared store's key prefix. */
type RateLimitConfig = { rateLimits: RateLimitSettings; redisPrefix: string };

/** Every limit of the platform, by name: one place to read them all. */
function limitSpecs(config: RateLimitConfig) {
  const { rateLimits: r } = config;
  const window = Math.round(r.windowMs / 1000);
  return {
    /**
     * Failed sign-ins (and profile completions, which check the password) per phone and client
     * together: the client is a device that signed in to that phone before (its device cookie), else
     * the address. Past the limit that client waits out the window; nobody else is held up by it.
     */
    loginClient: { max: r.loginPerPhone, windowSeconds: window },
    /** Failed sign-ins per address, whatever the phone (not asked of a device known to the phone). */
    loginIp: { max: r.loginPerIp, windowSeconds: window },
    /**
     * Failed sign-ins per phone from anywhere: after loginPerPhone of them, growing waits (1, 2, 4 …
     * s, at most loginMaxDelaySeconds) for every client except the devices known to that phone.
     */
    loginPhone: { backoff: { free: r.loginPerPhone, windowSeconds: LOGIN_PHONE_MEMORY_SECONDS, maxDelaySeconds: r.loginMaxDelaySeconds ?? 300 } },
    /** Registrations per address. */
    register: { max: r.loginPerIp, windowSeconds: window },
    /** Sign-ins by Telegram asked for per address (issue 41): each makes a one-time code, as sign-in's own limit per address. */
    telegramSignIn: { max: r.loginPerIp, windowSeconds: window },
    /**
     * Telegram link and phone-confirmation codes asked for per user (issue 41): each voids the last and
     * leaves a row until the hourly prune, so a script cannot fill the table; a person needs a few.
     */
    telegramCode: { max: r.loginPerIp, windowSeconds: window },
    /** Password-reset codes sent per phone (each one is an SMS). */
    resetPhone: { max: 3, windowSeconds: window },
    /** Password-reset requests and wrong codes per address. */
    resetIp: { max: r.loginPerIp, windowSeconds: window },
    /** Contact-form messages per address. */
    contact: { max: r.loginPerIp, windowSeconds: window },
    /** Comments per user. */
    comment: { max: r.commentsPerUser, windowSeconds: 60 },
    /** Reports of content or users per user (issue 15; as many as comments). */
    report: { max: r.commentsPerUser, windowSeconds: 60 },
    /** Chat messages per user (REST and WebSocket alike). */
    chatSend: { max: r.chatPerUser, windowSeconds: 60 },
    /** Requests that carry files (images cost CPU and memory to decode) per user, or per address when signed out. */
    upload: { max: r.uploadsPerUser, windowSeconds: 60 },
    /** New products per user. */
    productCreate: { max: r.productsPerUser, windowSeconds: 60 },
    /** New announcements per user (the same number as products, counted apart). */
    announcementCreate: { max: r.productsPerUser, windowSeconds: 60 },
    /**
     * New visitor cookies per address a day (server/plugins/visitor.ts): a client that keeps cookies can
     * be a new visitor on every second request; past this its answers set no cookie, so it counts no view.
     */
    newVisitor: { max: r.newVisitorsPerIp ?? 300, windowSeconds: 24 * 60 * 60 },
    /**
     * Pages rendered for an address because the page cache did not hold them (issue 38): a never-seen
     * address (`/?q=<random>`, a made-up path) costs a render, so one address cannot keep the instance
     * rendering. What is served from the cache is never counted.
     */
    render: spread(r.rendersPerAddress ?? 60),
    /** Searches that their module's cache did not hold, per address (over the API: countSearch). */
    search: spread(r.searchesPerAddress ?? 60),
    /**
     * Renders and searches missing the caches for a request that names a known crawler (Googlebot,
     * Bingbot, YandexBot, link previews…: isKnownCrawler), per address: a bucket of their own, larger,
     * still bounded, since the name can be forged.
     */
    crawler: spread(r.crawlerPerAddress ?? 600),
    /**
     * Sellers' phones shown to a viewer a day (issue 40), against scraping: only a seller new to the
     * viewer that day counts (the sellers module remembers whose it showed: phone_reveals); a repeat is free.
     */
    phoneReveal: { max: r.phoneRevealsPerDay ?? 20, windowSeconds: 24 * 60 * 60 },
    /** The bot's messages to one Telegram chat (Telegram allows about one a second): a message over it waits its turn in the queue. */
    telegramChat: { max: 1, windowSeconds: 1 },
    /** The bot's messages to all chats together (Telegram allows about 30 a second). */
    telegramAll: { max: 30, windowSeconds: 1 },
  } satisfies Record<string, LimitSpec | BackoffSpec>;
}

type Specs = ReturnType<typeof limitSpecs>;
type LimitName = keyof Specs;
export type RateLimits = { [K in LimitName]: Specs[K] extends BackoffSpec ? Backoff : Limit };

/**
 * Builds every named limit. With a Redis client the counters live in Redis (shared by every
 * instance); if Redis stops answering, each instance falls back to counting in memory rather than
 * refusing everyone or letting everyone through.
 */
export function createRateLimits(config: RateLimitConfig, opts: { redis?: Redis } = {}): RateLimits {
  const prefix = `${config.redisPrefix}:rl`;
  const limiter = (base: { points: number; duration: number; keyPrefix: string }) =>
    opts.redis ? new RateLimiterRedis({ ...base, storeClient: opts.redis, insuranceLimiter: new RateLimiterMemory(base) }) : new RateLimiterMemory(base);
  const entries = Object.entries(limitSpecs(config) as Record<string, LimitSpec | BackoffSpec>).map(([name, spec]) => {
    if ('backoff' in spec) {
      const { free, windowSeconds, maxDelaySeconds } = spec.backoff;
      const failures = limiter({ points: free, duration: windowSeconds, keyPrefix: `${prefix}:${name}` });
      const waits = limiter({ points: 1, duration: maxDelaySeconds, keyPrefix: `${prefix}:${name}:wait` });
      return [name, new Backoff(failures, waits, free, maxDelaySeconds)] as const;
    }
    return [name, new Limit(limiter({ points: spec.max, duration: spec.windowSeconds, keyPrefix: `${prefix}:${name}` }), spec.max)] as const;
  });
  return Object.fromEntries(entries) as RateLimits;
}
