import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepIncoming, sweepPendingFiles } from '../lib/stored-files';

/**
 * Removes the uploads that a crash left half-done (journalled in pending_files, older than the grace
 * period, and temporary files of streamed uploads not written to for that long — a file still
 * arriving is written to all the time): once when the server is ready, then every grace period. A sweep that fails is logged and
 * tried again next time; it never stops the server.
 */
export default fp(
  async function fileSweeperPlugin(app: FastifyInstance, opts: { incomingDir: string; graceMs: number }) {
    const store = { db: app.db, blobs: app.blobs };
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= Promise.all([sweepPendingFiles(store, opts.graceMs), sweepIncoming(opts.incomingDir, opts.graceMs)])
        .then(([journalled, incoming]) => {
          const removed = journalled + incoming;
          if (removed > 0) app.log.info({ removed }, 'removed files of uploads that did not finish');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'sweeping unfinished uploads failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), Math.max(opts.graceMs, 60_000));
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'file-sweeper', dependencies: ['db', 'storage'] },
);
