import type { FastifyBaseLogger } from 'fastify';
import { WEATHER_CACHE_MS, WEATHER_ENTRIES } from '@shared/constants';
import type { WeatherForecast } from '@shared/schemas/weather';
import { createCache } from '../../lib/cache';
import type { WeatherProvider } from '../../lib/weather';
import { weatherUnavailable } from './weather.errors';

export interface WeatherDeps {
  /** Absent when no provider is configured (WEATHER_API_KEY). */
  provider?: WeatherProvider;
  log: FastifyBaseLogger;
}

/**
 * The provider's forecast, kept 10 minutes per provider (so per app): concurrent callers share one
 * request to the provider, and a failed request is not kept (the next caller tries again).
 */
const forecastCache = createCache<WeatherForecast>({ ttlMs: WEATHER_CACHE_MS });

/** GET /api/weather/: the first 8 entries of the forecast for the fixed location (spec §7, §9). */
export async function getForecast(deps: WeatherDeps): Promise<WeatherForecast> {
  const { provider } = deps;
  if (!provider) throw weatherUnavailable();
  try {
    const forecast = await forecastCache.get(provider, 'forecast', async () => {
      const full = await provider.forecast();
      return { city: full.city, entries: full.entries.slice(0, WEATHER_ENTRIES) };
    });
    if (!forecast) throw new Error('weather provider gave nothing');
    return forecast;
  } catch (err) {
    // Only the message: the provider's address carries the key.
    deps.log.warn({ weather: { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) } }, 'weather provider failed');
    throw weatherUnavailable();
  }
}

/** Forgets the kept forecasts (tests). */
export const forgetForecasts = () => forecastCache.invalidate();
