import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import weatherRoutes from './weather.routes';
import { createWeatherCache, type WeatherDeps } from './weather.service';

/** Weather (/api/weather/): the forecast, fetched from the configured provider and kept a while (the page never asks it directly). */
export function createWeatherModule(ctx: ModuleContext): AppModule {
  const now = ctx.config.now ?? Date.now;
  const deps: WeatherDeps = { provider: ctx.adapters.weather, cache: createWeatherCache(now), failedUntil: new WeakMap(), log: ctx.log, now };
  return { name: 'weather', services: {}, routes: [moduleRoutes('/api', weatherRoutes, { deps })], jobs: [], views: [] };
}
