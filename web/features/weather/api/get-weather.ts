import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEATHER_CACHE_MS } from '@shared/constants';
import type { WeatherForecast } from '@shared/schemas/weather';
import { api } from '@web/lib/api-client';

/**
 * GET /api/weather/ — the Tashkent forecast through our server (the page never asks the provider):
 * the city and the first 8 entries. 503 weather.unavailable when no provider is configured or it failed.
 */
const getWeather = (signal?: AbortSignal) => api.get<WeatherForecast>('/api/weather/', signal);

/** Kept as long as the server keeps it (10 minutes); a page's loader may start it with these options. */
export const weatherQueryOptions = () =>
  queryOptions({
    queryKey: ['weather'] as const,
    queryFn: ({ signal }) => getWeather(signal),
    staleTime: WEATHER_CACHE_MS,
  });

/** `configured`: the site settings' `weather` (no forecast configured, nothing is asked). */
export const useWeather = (configured = true) => useQuery({ ...weatherQueryOptions(), enabled: configured });
