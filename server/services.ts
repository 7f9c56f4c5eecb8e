import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createSmsSender, type SmsSender } from './lib/sms';
import { createWeatherProvider, type WeatherProvider } from './lib/weather';

/** Adapters to the outside world, chosen by configuration; tests may swap them. */
export interface Services {
  sms: SmsSender;
  /** The weather forecast provider; absent when none is configured (WEATHER_API_KEY). */
  weather?: WeatherProvider;
}

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  return { sms: createSmsSender(config, log), weather: createWeatherProvider(config) };
}
