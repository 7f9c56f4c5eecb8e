import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './factories';

/**
 * A report of the product by `reporterToken`, and its case rejected by `moderatorToken` through the
 * moderation dashboard, as a moderator does it (the report's case found in the queue, then 'reject'
 * with a reason and the moderator's words). Each step is checked: a test of what the decision sets
 * off (the bell, Web Push, Telegram) starts from a decision that was made.
 */
export async function rejectReportedProduct(
  app: FastifyInstance,
  { reporterToken, moderatorToken, productGuid, message = '' }: { reporterToken: string; moderatorToken: string; productGuid: string; message?: string },
): Promise<void> {
  const report = await app.inject({ method: 'POST', url: '/api/moderation/reports/', headers: bearer(reporterToken), payload: { target_kind: 'product', target_guid: productGuid, reason: 'fraud' } });
  expect(report.statusCode, report.body).toBe(201);
  const queue = await app.inject({ method: 'POST', url: '/api/moderation/dashboard/queue/', headers: bearer(moderatorToken), payload: { source: 'report', page_size: 100 } });
  const found = (queue.json() as { data: { guid: string; target_guid: string }[] }).data.find((c) => c.target_guid === productGuid);
  expect(found, `the report case of ${productGuid}`).toBeDefined();
  const decided = await app.inject({ method: 'POST', url: `/api/moderation/dashboard/cases/${found!.guid}/reject/`, headers: bearer(moderatorToken), payload: { reason: 'misleading', message } });
  expect(decided.statusCode, decided.body).toBe(200);
}
