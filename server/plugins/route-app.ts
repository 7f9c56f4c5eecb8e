import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allow } from './auth';

/** A routes plugin's instance with the zod type provider: a route's schemas type its handler's input and answer. */
export const withZod = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
export type ZodApp = ReturnType<typeof withZod>;

/**
 * A module's admin area (its /dashboard/ routes plugin): every route of it guarded once, here, by the
 * module's policy (401 without a token, 403 for anyone the policy refuses), before a body is read.
 */
export function adminArea(fastify: FastifyInstance, policy: Parameters<typeof allow>[0]): ZodApp {
  const app = withZod(fastify);
  app.addHook('onRequest', allow(policy));
  return app;
}
