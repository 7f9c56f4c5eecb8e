import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobs, type Jobs } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (server/lib/jobs.ts): modules define their queues while the app is built, and send to them. */
    jobs: Jobs;
  }
}

/**
 * How long a shutdown lets the jobs under way finish: within the 10 s a stop may take
 * (server/lib/shutdown.ts), after the drain. A job still running then is handed back: it expires
 * and runs again on another instance.
 */
const JOBS_STOP_MS = 4000;

/**
 * The job queue of this instance, on the app's database: started once every module has defined its
 * queues (onReady), stopped first at close (preClose), while everything its jobs use is still open.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = createJobs({ database: app.database, log: app.log, pollingIntervalSeconds: app.config.jobsPollingSeconds });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    // Before any onClose: the jobs under way still have the database, Redis and the push sender.
    app.addHook('preClose', () => jobs.stop(JOBS_STOP_MS));
  },
  { name: 'jobs', dependencies: ['db'] },
);
