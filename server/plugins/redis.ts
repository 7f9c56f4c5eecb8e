import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's Redis connection for commands (REDIS_URL), or undefined when there is no Redis
     * (one instance, everything in memory). Pub/sub needs connections of its own (the chat broker,
     * session revocations, the public-content signal keep theirs).
     */
    redis: Redis | undefined;
  }
}

/**
 * One command connection per instance. No offline queue: while Redis is away a command fails at once
 * (the rate limits' in-memory insurance answers, readiness says so) instead of requests hanging until
 * Redis comes back.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
      app.addHook('onClose', async () => {
        redis!.disconnect();
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
