import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverPush, fanOutPush, type PushDeps, type PushNotifyJob, type PushSendJob } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: what the push routes and the moments that send (server/app.ts) share. */
    webPush: PushDeps;
  }
}

/**
 * Messages carry what a notification says (a chat message's first words): a job is kept an hour
 * after it is done, long enough to look into, not a week as pg-boss would.
 */
const KEEP_DONE_SECONDS = 3600;

/**
 * Web Push's one set of deps for the whole app (the sender of app.services, the database, the session
 * check) and its two queues, defined before the modules that send are registered:
 * - push.notify: a notification, fanned out into one message per browser of the user;
 * - push.send: one message to one browser, tried again on its own (up to 5 more times over about a
 *   minute, then at most 10 minutes apart) while its push service fails; 4 at a time per instance.
 * The sender closes with the app, after the job queue has stopped (its preClose).
 */
export default fp(
  async function webPushPlugin(app: FastifyInstance) {
    const deps = {
      db: app.db,
      log: app.log,
      sender: app.services.push,
      revocations: app.sessionRevocations,
      allowLocalEndpoints: app.config.pushAllowLocalEndpoints,
    } as PushDeps;
    deps.queues = {
      notify: app.jobs.define<PushNotifyJob>({ name: 'push.notify', options: { deleteAfterSeconds: KEEP_DONE_SECONDS }, handle: (job) => fanOutPush(deps, job) }),
      send: app.jobs.define<PushSendJob>({ name: 'push.send', concurrency: 4, options: { deleteAfterSeconds: KEEP_DONE_SECONDS }, handle: (job) => deliverPush(deps, job) }),
    };
    app.decorate('webPush', deps);
    app.addHook('onClose', async () => deps.sender.close());
  },
  { name: 'web-push', dependencies: ['db', 'auth', 'jobs'] },
);
