import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aliveSchema, readinessSchema, type Readiness } from '@shared/schemas/operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance begins to shut down: readiness answers 503 `draining` from then on. */
    draining: boolean;
  }
}

/** How long a readiness check may take before its part counts as failed (a proxy polls every few seconds). */
const CHECK_TIMEOUT_MS = 2000;

/** Whether `check` answers in time: 'ok', or 'failed' (an error or no answer within CHECK_TIMEOUT_MS). */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for operators and proxies: /api/health (alive: the process answers; a restart is the cure
 * when it does not), /api/ready (whether to send it traffic: the database, Redis and file storage
 * answer, and it is not draining), and /api/ping (the benchmarks' trivial route). None of them is
 * shed under load, counted by rate limits or kept in a cache.
 */
export default fp(
  async function healthPlugin(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.decorate('draining', false);
    const operations = { shedding: false } as const;
    // While draining, every answer closes its connection: a kept-alive client (a proxy, a browser)
    // opens its next one to an instance that stays, and this one's connections end with their last
    // answer instead of lingering past the shutdown.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (fastify.draining) reply.header('connection', 'close');
      return payload;
    });

    app.get(
      '/api/health',
      { config: operations, schema: { tags: ['operations'], summary: 'The process answers (liveness; asks nothing else)', response: { 200: aliveSchema } } },
      async () => ({ status: 'ok' as const }),
    );
    // The trivial route the benchmarks measure every other route against: no database, no cache.
    app.get(
      '/api/ping',
      { config: operations, schema: { tags: ['operations'], summary: 'The server answers (no database): the benchmarks\u2019 trivial route', response: { 200: aliveSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        config: operations,
        schema: {
          tags: ['operations'],
          summary: 'Readiness: the database, Redis (when configured) and file storage answer, and the instance is not draining',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const [database, redis, storage] = await Promise.all([
          probe(() => fastify.db.execute('select 1')),
          fastify.redis ? probe(() => fastify.redis!.ping()) : ('not_configured' as const),
          probe(() => fastify.blobs.check()),
        ]);
        const checks = { database, redis, storage };
        const healthy = Object.values(checks).every((c) => c !== 'failed');
        const status: Readiness['status'] = fastify.draining ? 'draining' : healthy ? 'ready' : 'not_ready';
        return reply
          .status(status === 'ready' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status, checks });
      },
    );
  },
  { name: 'health', dependencies: ['db', 'redis', 'storage'] },
);
