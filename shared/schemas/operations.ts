import { z } from 'zod';

/** GET /api/health and /api/ping: the process answers (neither asks the database). */
export const aliveSchema = z.object({ status: z.literal('ok') });

/** How one of the parts an instance needs answered its readiness check. */
const readinessCheckSchema = z.enum(['ok', 'failed', 'not_configured']);

/**
 * GET /api/ready: whether this instance should be sent traffic. `ready` when PostgreSQL (or the
 * embedded database), Redis (when REDIS_URL is set) and the file storage answer; `draining` once it
 * is shutting down (SIGTERM), so a proxy sends new requests elsewhere while it finishes its own.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({ database: readinessCheckSchema, redis: readinessCheckSchema, storage: readinessCheckSchema }),
});
export type Readiness = z.infer<typeof readinessSchema>;
