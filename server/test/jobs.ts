import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/**
 * Resolves once the app's job queue has no job waiting to run now and none running: what a request
 * queued (a saved search's alerts, a push) has been done, and what those jobs queued in turn. A retry
 * waiting for its time does not count. Awaited by asking again, never by a fixed sleep.
 */
export async function jobsSettled(app: FastifyInstance, timeoutMs = 30_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await app.jobs.idle())) throw new Error('jobs still waiting or running');
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** A log for the job queue's own tests: nothing is written (its errors are what the tests assert). */
export const silentLog = { error: () => undefined, warn: () => undefined };
