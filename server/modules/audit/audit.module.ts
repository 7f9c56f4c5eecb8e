import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import auditRoutes from './audit.routes';

/** Audit (/api/audit/): the record of who changed what in the admin area. Other modules record through its index's functions. */
export function createAuditModule(ctx: ModuleContext): AppModule {
  return { name: 'audit', services: {}, routes: [moduleRoutes('/api/audit', auditRoutes, { deps: { db: ctx.db } })], jobs: [], views: [] };
}
