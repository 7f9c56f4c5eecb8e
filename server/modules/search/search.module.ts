import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import searchRoutes from './search.routes';

/** Search (/api/search/): the header's suggestions, composed from the shop's and the announcements' functions. */
export function createSearchModule(ctx: ModuleContext): AppModule {
  return { name: 'search', services: {}, routes: [moduleRoutes('/api/search', searchRoutes, { deps: { db: ctx.database.db } })], jobs: [], views: [] };
}
