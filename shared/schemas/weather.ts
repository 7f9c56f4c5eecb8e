import { z } from 'zod';
import { WEATHER_ENTRIES } from '../constants';

/** An OpenWeatherMap icon code: two digits and d (day) or n (night), e.g. '01d', '10n'. */
export const WEATHER_ICON_PATTERN = /^\d{2}[dn]$/;

/** One forecast entry (3-hourly at the provider): when, and what the weather is then. */
const weatherEntrySchema = z
  .object({
    /** The moment the entry stands for (ISO 8601, UTC). */
    time: z.iso.datetime(),
    /** °C. */
    temp: z.number(),
    /** Relative humidity, %. */
    humidity: z.number().min(0).max(100),
    /** m/s. */
    wind_speed: z.number().min(0),
    /** The provider's icon code ('01d' … '50n'); the web draws its own icon for it. */
    icon: z.string().regex(WEATHER_ICON_PATTERN),
    /** The provider's own words for the weather (English); the web words it from the icon code. */
    description: z.string(),
  })
  .meta({ id: 'WeatherEntry' });

/** GET /api/weather/: the forecast for the fixed Tashkent location, its first 8 entries (spec §7, §9). */
export const weatherForecastSchema = z
  .object({
    /** The provider's name for the place (e.g. 'Tashkent'). */
    city: z.string(),
    entries: z.array(weatherEntrySchema).max(WEATHER_ENTRIES),
  })
  .meta({ id: 'WeatherForecast' });
export type WeatherForecast = z.infer<typeof weatherForecastSchema>;
