import type { FastifyInstance } from 'fastify';

/** The longest a shutdown may take: past it the process exits anyway (1), whatever is left. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * A graceful stop at SIGTERM (and SIGINT): readiness answers `draining` (the proxy sends new requests
 * elsewhere) for `drainMs` while requests are still served; then the app closes: it stops accepting
 * connections, answers 503 to new requests on kept-alive ones, closes chat sockets with 1012 (their
 * clients reconnect to another instance), finishes the requests under way and writes what it holds
 * (counted views), and closes the database and Redis. Exit 0 when done, 1 when it took longer than
 * SHUTDOWN_LIMIT_MS.
 */
export function shutDownOnSignals(app: FastifyInstance, opts: { drainMs: number; exit?: (code: number) => void }) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, drainMs: opts.drainMs }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms: exiting`);
        exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      app.draining = true;
      if (opts.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.drainMs));
      try {
        await app.close();
      } catch (err) {
        app.log.error({ err }, 'closing failed');
        clearTimeout(timer);
        return exit(1);
      }
      clearTimeout(timer);
      exit(0);
    });
  }
}
