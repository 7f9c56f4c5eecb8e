import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimits, type RateLimits } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every named limit (server/lib/rate-limiter.ts): app.rateLimits.loginPhone.check(key), … */
    rateLimits: RateLimits;
  }
}

/**
 * The platform's rate limits, one set per app: counters in Redis when REDIS_URL is set (so that
 * every instance sees the same counts; keys under config.redisPrefix), in memory otherwise.
 */
export default fp(
  async function rateLimitsPlugin(app: FastifyInstance) {
    app.decorate('rateLimits', createRateLimits(app.config, { redis: app.redis }));
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);

/**
 * Counts a request that carries files (multipart: images to decode), against the caller's upload
 * limit: per user when signed in, per address otherwise. A 429 before the body is read.
 */
export async function countUpload(request: FastifyRequest, userId?: number) {
  if (!request.isMultipart()) return;
  await request.server.rateLimits.upload.consume(userId === undefined ? `ip:${request.ip}` : `user:${userId}`);
}

/**
 * Crawlers welcome to every page robots.txt allows (server/plugins/sitemap.ts: `User-agent: *`): the
 * search engines' (Google, Bing, Yandex, DuckDuckGo, Apple, Baidu) and the link previews' of the
 * messengers and networks the site is shared on (Telegram, WhatsApp, Facebook, X, LinkedIn), by
 * the name in their User-Agent. The name can be forged and is not verified here (reverse DNS costs a
 * lookup per address and fails closed when the resolver does): a request naming one gets the crawler
 * bucket of its address (RATE_LIMIT_CRAWLER_PER_MINUTE), larger than a person's, never unlimited.
 */
const KNOWN_CRAWLERS = /\b(Googlebot|Google-InspectionTool|Storebot-Google|AdsBot-Google|bingbot|BingPreview|YandexBot|YandexMobileBot|DuckDuckBot|Applebot|Baiduspider|TelegramBot|WhatsApp|facebookexternalhit|Twitterbot|LinkedInBot)\b/i;

const isKnownCrawler = (userAgent: string | undefined) => !!userAgent && KNOWN_CRAWLERS.test(userAgent);

/** The bucket a request's cache-missing work is counted in: its address's, a crawler's apart. */
const addressBucket = (request: FastifyRequest, limit: 'render' | 'search') => {
  const crawler = isKnownCrawler(request.headers['user-agent']);
  return { limit: request.server.rateLimits[crawler ? 'crawler' : limit], key: `ip:${request.ip}` };
};

/**
 * Counts a page render that the page cache did not hold against the address (server/plugins/pages.ts):
 * a 429 (with Retry-After) past RATE_LIMIT_RENDERS_PER_MINUTE.
 */
export async function countRender(request: FastifyRequest) {
  const { limit, key } = addressBucket(request, 'render');
  await limit.consume(key);
}

/** Marks the API requests a page render makes for its data (in process): the render was counted. */
const pageRender = new AsyncLocalStorage<true>();
export const asPageRender = <T>(fn: () => Promise<T>): Promise<T> => pageRender.run(true, fn);

/**
 * Counts a search that its module's cache did not answer against the address: a 429 (with
 * Retry-After) past RATE_LIMIT_SEARCHES_PER_MINUTE. Not counted for a page render's own reads (the
 * render was counted, and a refused read would leave an error in a page kept for everyone).
 */
async function countSearch(request: FastifyRequest) {
  if (pageRender.getStore()) return;
  const { limit, key } = addressBucket(request, 'search');
  await limit.consume(key);
}

/** The search gate of one request (server/lib/search.ts SearchGate). */
export const searchGateOf = (request: FastifyRequest) => () => countSearch(request);
