import { z } from 'zod';
import { WEATHER_ICON_PATTERN, type WeatherForecast } from '@shared/schemas/weather';

/** The fixed location of the forecast (spec §7: the capital): Tashkent. */
export const WEATHER_LOCATION = { lat: 41.2995, lon: 69.2401 } as const;

/** OpenWeatherMap's 5-day / 3-hour forecast API, the default of WEATHER_API_URL. */
export const OPENWEATHERMAP_FORECAST_URL = 'https://api.openweathermap.org/data/2.5/forecast';

/** Gives the forecast for the fixed location, every entry the provider has, in order. */
export interface WeatherProvider {
  forecast(): Promise<WeatherForecast>;
}

/** The part of OpenWeatherMap's forecast answer we read; anything else in it is ignored. */
const owmForecastSchema = z.object({
  city: z.object({ name: z.string() }),
  list: z.array(
    z.object({
      dt: z.number().int(),
      main: z.object({ temp: z.number(), humidity: z.number() }),
      wind: z.object({ speed: z.number() }),
      weather: z.array(z.object({ icon: z.string().regex(WEATHER_ICON_PATTERN), description: z.string() })).min(1),
    }),
  ),
});

/** OpenWeatherMap's answer → ours (the key and every other field of theirs stay here). */
export function mapOpenWeatherMapForecast(body: unknown): WeatherForecast {
  const parsed = owmForecastSchema.parse(body);
  return {
    city: parsed.city.name,
    entries: parsed.list.map((e) => ({
      time: new Date(e.dt * 1000).toISOString(),
      temp: e.main.temp,
      humidity: Math.min(100, Math.max(0, e.main.humidity)),
      wind_speed: Math.max(0, e.wind.speed),
      icon: e.weather[0].icon,
      description: e.weather[0].description,
    })),
  };
}

export interface OpenWeatherMapOptions {
  /** The forecast endpoint (OPENWEATHERMAP_FORECAST_URL; tests: a local fake). */
  url: string;
  apiKey: string;
  /** The longest wait for the provider's answer. */
  timeoutMs?: number;
  location?: { lat: number; lon: number };
}

/**
 * OpenWeatherMap's forecast by latitude and longitude, metric units: GET {url}?lat&lon&units=metric&appid=KEY.
 * Throws when the provider cannot be reached, answers an error or something we cannot read, or is
 * slower than timeoutMs. Tests run it against a small local fake server (server/test/fake-weather-server.ts).
 */
export class OpenWeatherMapProvider implements WeatherProvider {
  constructor(private readonly opts: OpenWeatherMapOptions) {}

  async forecast(): Promise<WeatherForecast> {
    const { lat, lon } = this.opts.location ?? WEATHER_LOCATION;
    const url = new URL(this.opts.url);
    url.searchParams.set('lat', String(lat));
    url.searchParams.set('lon', String(lon));
    url.searchParams.set('units', 'metric');
    url.searchParams.set('appid', this.opts.apiKey);
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000) });
    // The provider's address carries the key: never put it in an error (errors reach the log).
    if (!res.ok) throw new Error(`weather provider answered ${res.status}`);
    return mapOpenWeatherMapForecast(await res.json());
  }
}

/** What the configuration says of the provider (server/config.ts: WEATHER_API_KEY, WEATHER_API_URL). */
export interface WeatherSettings {
  weatherApiKey?: string;
  weatherApiUrl: string;
}

/** The configured provider, or none when WEATHER_API_KEY is unset (GET /api/weather/ then answers 503). */
export function createWeatherProvider(config: WeatherSettings): WeatherProvider | undefined {
  return config.weatherApiKey ? new OpenWeatherMapProvider({ url: config.weatherApiUrl, apiKey: config.weatherApiKey }) : undefined;
}
