import type { FastifyBaseLogger } from 'fastify';
import { WEATHER_CACHE_MS, WEATHER_ENTRIES } from '@shared/constants';
import type { WeatherForecast } from '@shared/schemas/weather';
import { createCache, type Cache } from '../../lib/cache';
import type { WeatherProvider } from '../../lib/weather';
import { weatherUnavailable } from './weather.errors';

/** After the provider fails, callers get 503 at once for this long instead of each waiting on it again. */
export const WEATHER_RETRY_AFTER_MS = 30_000;
/** Retry-After of the answer when no provider is configured (asking again soon will not help). */
const UNCONFIGURED_RETRY_AFTER_S = 3600;

export interface WeatherDeps {
  /** Absent when no provider is configured (WEATHER_API_KEY). */
  provider?: WeatherProvider;
  /** The provider's forecast, kept 10 minutes (createWeatherCache). */
  cache: Cache<WeatherForecast>;
  /** Until when (ms) a failed provider is left alone, by provider. */
  failedUntil: WeakMap<WeatherProvider, number>;
  log: FastifyBaseLogger;
  now: () => number;
}

/**
 * The kept forecast: concurrent callers share one request to the provider (the cache's single flight),
 * and a failed request is not kept.
 */
export const createWeatherCache = (now: () => number) => createCache<WeatherForecast>({ ttlMs: WEATHER_CACHE_MS, now });

/**
 * GET /api/weather/: the first 8 entries of the forecast for the fixed location (spec §7, §9).
 * No provider, or a provider that failed within the last 30 s: weather.unavailable (503).
 */
export async function getForecast(deps: WeatherDeps): Promise<WeatherForecast> {
  const { provider } = deps;
  if (!provider) throw weatherUnavailable(UNCONFIGURED_RETRY_AFTER_S);
  const until = deps.failedUntil.get(provider) ?? 0;
  if (until > deps.now()) throw weatherUnavailable((until - deps.now()) / 1000);
  try {
    const forecast = await deps.cache.get(provider, 'forecast', async () => {
      const full = await provider.forecast();
      return { city: full.city, entries: full.entries.slice(0, WEATHER_ENTRIES) };
    });
    if (!forecast) throw new Error('weather provider gave nothing');
    return forecast;
  } catch (err) {
    // Callers that shared the failed request note it once. Only the error's words go to the log: the provider's address carries the key.
    if ((deps.failedUntil.get(provider) ?? 0) <= deps.now()) {
      deps.failedUntil.set(provider, deps.now() + WEATHER_RETRY_AFTER_MS);
      deps.log.warn({ weather: { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) } }, 'weather provider failed');
    }
    throw weatherUnavailable(WEATHER_RETRY_AFTER_MS / 1000);
  }
}
