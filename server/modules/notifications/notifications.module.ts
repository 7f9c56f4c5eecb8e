import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import notificationsRoutes from './notifications.routes';

/** Notifications (/api/users/notifications/): a user's list of what happened to them. Other modules write through its index's functions. */
export function createNotificationsModule(ctx: ModuleContext): AppModule {
  return { name: 'notifications', services: {}, routes: [moduleRoutes('/api/users', notificationsRoutes, { deps: { db: ctx.db } })], jobs: [], views: [] };
}
