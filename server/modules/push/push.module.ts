import type { ServerNotification } from '@shared/schemas/messenger';
import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import { definePushJobs } from './push.jobs';
import pushRoutes from './push.routes';
import { sendWebPush, type PushDeps } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the push module's one set of deps (server/app.ts decorates the app with it; tests reach the queues through it). */
    webPush: PushDeps;
  }
}

/** What push hands other modules: the app's one set of deps, and the sending of a moment to a user's browsers. */
export interface PushServices {
  deps: PushDeps;
  /** Pushes a notification to the user's browsers, when its kind is one they get (this module decides). */
  send: (userId: number, notification: ServerNotification) => Promise<void>;
}

/**
 * Push (/api/push/, issue 27): one set of deps for the whole app (the sender of the adapters, the
 * database, the session check) and its two queues (push.jobs.ts), created before the modules that
 * send. The sender closes with the app, after the job queue has stopped (its preClose).
 */
export function createPushModule(ctx: ModuleContext): AppModule<PushServices> {
  const deps: PushDeps = {
    db: ctx.db,
    log: ctx.log,
    sender: ctx.adapters.push,
    revocations: ctx.revocations,
    allowLocalEndpoints: ctx.config.pushAllowLocalEndpoints,
    queues: definePushJobs(ctx.jobs, () => deps),
  };
  return {
    name: 'push',
    services: { deps, send: (userId, notification) => sendWebPush(deps, userId, notification) },
    routes: [moduleRoutes('/api/push', pushRoutes, { deps })],
    jobs: [deps.queues.notify, deps.queues.send],
    views: [],
    close: async () => deps.sender.close(),
  };
}
