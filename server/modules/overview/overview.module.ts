import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import overviewRoutes from './overview.routes';

/** Overview (/api/overview/): the admin dashboard's figures, composed from the other modules' functions, and the job queue's state. */
export function createOverviewModule(ctx: ModuleContext): AppModule {
  return { name: 'overview', services: {}, routes: [moduleRoutes('/api/overview', overviewRoutes, { deps: { db: ctx.database.db, jobs: ctx.jobs } })], jobs: [], views: [] };
}
