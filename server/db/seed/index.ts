import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../client';

/** Loads the demo content on first start (when there are no users yet). */
export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  void db;
  void config;
  log.info('demo seed: not implemented yet');
}
