import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import siteRoutes from './site.routes';

/** Site (/api/site/): site-wide settings from the configuration (the footer's social links, whether a forecast is configured). */
export function createSiteModule(ctx: ModuleContext): AppModule {
  return { name: 'site', services: {}, routes: [moduleRoutes('/api', siteRoutes, { weather: ctx.adapters.weather !== undefined })], jobs: [], views: [] };
}
