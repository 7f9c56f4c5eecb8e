import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushesSettled, type PushDeps } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: what the push routes and the moments that send (server/app.ts) share. */
    webPush: PushDeps;
  }
}

/**
 * Web Push's one set of deps for the whole app (the sender of app.services, the database, the session
 * check), decorated before the modules that send are registered. On close, the sends in flight finish
 * before the sender's connections go.
 */
export default fp(
  async function webPushPlugin(app: FastifyInstance) {
    const deps: PushDeps = {
      db: app.db,
      log: app.log,
      sender: app.services.push,
      revocations: app.sessionRevocations,
      allowLocalEndpoints: app.config.pushAllowLocalEndpoints,
      inFlight: new Set(),
    };
    app.decorate('webPush', deps);
    app.addHook('onClose', async () => {
      await pushesSettled(deps);
      deps.sender.close();
    });
  },
  { name: 'web-push', dependencies: ['db', 'auth'] },
);
