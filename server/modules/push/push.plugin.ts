import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { definePushJobs } from './push.jobs';
import type { PushDeps } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: what the push routes and the moments that send (server/app.ts) share. */
    webPush: PushDeps;
  }
}

/**
 * Web Push's one set of deps for the whole app (the sender of app.services, the database, the session
 * check) and its two queues (push.jobs.ts), defined before the modules that send are registered. The
 * sender closes with the app, after the job queue has stopped (its preClose).
 */
export default fp(
  async function webPushPlugin(app: FastifyInstance) {
    const deps: PushDeps = {
      db: app.db,
      log: app.log,
      sender: app.services.push,
      revocations: app.sessionRevocations,
      allowLocalEndpoints: app.config.pushAllowLocalEndpoints,
      queues: definePushJobs(app.jobs, () => deps),
    };
    app.decorate('webPush', deps);
    app.addHook('onClose', async () => deps.sender.close());
  },
  { name: 'web-push', dependencies: ['db', 'auth', 'jobs'] },
);
