import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepIncoming, sweepPendingFiles } from '../lib/stored-files';

/** How often the files of unfinished uploads are looked for (cron, once across instances). */
const SWEEP_SCHEDULE = '*/10 * * * *';

/**
 * Removes the uploads that a crash left half-done (journalled in pending_files, older than the grace
 * period, and temporary files of streamed uploads not written to for that long — a file still
 * arriving is written to all the time):
 * - once when this instance starts, before it answers (what its own crash left; beside another
 *   instance's sweep this is harmless: a file removed twice is removed);
 * - then every 10 minutes as a scheduled job (files.sweep), run by one instance of all. A sweep that
 *   fails is logged and shown among the failed jobs; the next one tries again. It never stops the server.
 */
export default fp(
  async function fileSweeperPlugin(app: FastifyInstance, opts: { incomingDir: string; graceMs: number }) {
    const store = { db: app.db, blobs: app.blobs };
    const sweep = async () => {
      const [journalled, incoming] = await Promise.all([sweepPendingFiles(store, opts.graceMs), sweepIncoming(opts.incomingDir, opts.graceMs)]);
      const removed = journalled + incoming;
      if (removed > 0) app.log.info({ removed }, 'removed files of uploads that did not finish');
    };
    app.jobs.define({ name: 'files.sweep', cron: SWEEP_SCHEDULE, options: { retryLimit: 0, expireInSeconds: 600 }, handle: sweep });
    app.addHook('onReady', async () => {
      await sweep().catch((err: unknown) => app.log.warn({ err }, 'sweeping unfinished uploads failed'));
    });
  },
  { name: 'file-sweeper', dependencies: ['db', 'storage', 'jobs'] },
);
