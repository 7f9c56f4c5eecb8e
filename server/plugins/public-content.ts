import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidateNamedCaches } from '../lib/cache';
import { sharePublicContentChanges, type PublicContentChanges } from '../lib/public-content';

declare module 'fastify' {
  interface FastifyInstance {
    /** The 'public content changed' signal of this app and, through Redis, of the other instances (server/lib/public-content.ts). */
    publicContent: PublicContentChanges;
  }
}

/**
 * Shared caches across instances: a write of public content on any instance reaches every other one
 * through Redis pub/sub (REDIS_URL; one instance: nothing to share), and each clears what it keeps
 * of public content: here, every named answer cache of the modules (the shop's product, category and
 * search answers, the home data, the announcements' pages, …, server/lib/cache.ts); the page cache
 * listens too (server/plugins/pages.ts). The instance that wrote has already cleared its own caches,
 * and more precisely (its module's invalidation function), so only another instance's signal clears
 * them all. Counters that change all the time (views, likes) raise no signal: another instance shows
 * them within its copies' TTL.
 */
export default fp(
  async function publicContentPlugin(app: FastifyInstance) {
    const changes = await sharePublicContentChanges({ scope: app.db, redisUrl: app.config.redisUrl, prefix: app.config.redisPrefix, log: app.log });
    changes.onChange(({ remote }) => {
      if (remote) invalidateNamedCaches(app.db);
    });
    app.decorate('publicContent', changes);
    app.addHook('onClose', () => changes.close());
  },
  { name: 'public-content', dependencies: ['db'] },
);
