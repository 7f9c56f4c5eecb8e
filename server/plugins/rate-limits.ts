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
