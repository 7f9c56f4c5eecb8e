import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createSmsSender, type SmsSender } from './lib/sms';
import { resolveVapidKeys, vapidSubject } from './lib/vapid';
import { createWeatherProvider, type WeatherProvider } from './lib/weather';
import { createPushSender, type PushSender } from './lib/web-push';

/** Adapters to the outside world, chosen by configuration; tests may swap them. */
export interface Services {
  sms: SmsSender;
  /** The weather forecast provider; absent when none is configured (WEATHER_API_KEY). */
  weather?: WeatherProvider;
  /** Web Push: messages to the browsers' push services, signed with our VAPID keys (configured, or generated into DATA_DIR). */
  push: PushSender;
}

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  return {
    sms: createSmsSender(config, log),
    weather: createWeatherProvider(config),
    push: createPushSender({
      keys: resolveVapidKeys(config.vapid, config.dataDir),
      subject: vapidSubject(config.vapid.subject, config.publicUrl),
      allowLocal: config.pushAllowLocalEndpoints,
    }),
  };
}
