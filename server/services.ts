import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createSmsSender, type SmsSender } from './lib/sms';

/** Adapters to the outside world, chosen by configuration; tests may swap them. */
export interface Services {
  sms: SmsSender;
}

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  return { sms: createSmsSender(config, log) };
}
