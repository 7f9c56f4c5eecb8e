import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import sellersRoutes from './sellers.routes';
import type { SellersDeps } from './sellers.service';

/** Sellers (/api/sellers/, issue 40): the seller as a person and how to reach them, composed from users, shop and messenger. */
export function createSellersModule(ctx: ModuleContext, { isOnline }: Pick<SellersDeps, 'isOnline'>): AppModule {
  const deps: SellersDeps = { db: ctx.db, isOnline };
  return { name: 'sellers', services: {}, routes: [moduleRoutes('/api/sellers', sellersRoutes, { deps })], jobs: [], views: [] };
}
