import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { cacheLookups } from '../lib/cache';
import { routeNotFound, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's Prometheus metrics (GET /metrics). A part of the server that has something to
     * count registers its own metric here (`registers: [app.metrics.registry]`), so the numbers live
     * next to the code that knows them: the chat sockets, the page cache, the job queue.
     */
    metrics: { registry: Registry };
  }
}

/** Latency buckets (seconds): from a kept answer (a few ms) to the 2 s no answer should take, and beyond. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

/** The route a request matched (its pattern, so /online-shop/details/:meta/ is one series), or "unmatched". */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** Whether the Authorization header carries `token` as a bearer token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at GET /metrics (prom-client), for an operator's scraper only: answered to
 * `Authorization: Bearer METRICS_TOKEN`, 401 to anyone else, and not there at all (404) when no
 * token is configured. Per instance: requests by route, method and status with their latency, the
 * process (CPU, memory, event-loop lag, garbage collection), the database pool, the caches' hits and
 * misses; and what other parts register (open sockets, the page cache).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    app.decorate('metrics', { registry });

    const requests = new Counter({
      name: 'ipak_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'ipak_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const pool = app.database.pool;
    if (pool) {
      new Gauge({
        name: 'ipak_db_pool_connections',
        help: 'PostgreSQL connections of this instance’s pool: max, total (open), idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const now = pool();
          this.set({ state: 'max' }, now.max);
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    }

    new Counter({
      name: 'ipak_cache_lookups_total',
      help: 'Lookups of the in-process answer caches, by cache and result (hit: answered from the cache; miss: loaded)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        // The caches count for themselves (server/lib/cache.ts); a scrape copies their totals.
        this.reset();
        for (const { name, hits, misses } of cacheLookups(app.db)) {
          this.inc({ cache: name, result: 'hit' }, hits);
          this.inc({ cache: name, result: 'miss' }, misses);
        }
      },
    });

    new Gauge({
      name: 'ipak_job_queue_depth',
      help: 'Jobs of each queue (the same on every instance: the queue is in the database): ready to run now, deferred (a retry’s wait, a later start), active, and failed for good',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        // The queue is decorated after this plugin (server/app.ts); a scrape comes once the app is ready.
        this.reset();
        for (const q of await app.jobs.depths()) for (const state of ['ready', 'deferred', 'active', 'failed'] as const) this.set({ queue: q.name, state }, q[state]);
      },
    });

    app.get('/metrics', { config: { shedding: false }, schema: { hide: true } }, async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw routeNotFound();
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('metrics.unauthorized', 'Metrikalar uchun token kerak');
      }
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
