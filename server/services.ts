import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Adapters } from './app-module';
import { createSmsSender } from './lib/sms';
import { resolveVapidKeys, vapidSubject } from './lib/vapid';
import { createWeatherProvider } from './lib/weather';
import { createPushSender } from './lib/web-push';

/** Adapters to the outside world (SMS, weather, Web Push), chosen by configuration; tests may swap them. The modules are handed them (ModuleContext.adapters). */
export type Services = Adapters;

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  return {
    sms: createSmsSender(config.sms, log),
    weather: createWeatherProvider(config),
    push: createPushSender({
      keys: resolveVapidKeys(config.vapid, config.dataDir),
      subject: vapidSubject(config.vapid.subject, config.publicUrl),
      allowLocal: config.pushAllowLocalEndpoints,
    }),
  };
}
