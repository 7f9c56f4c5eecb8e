import { z } from 'zod';
import { ROLES } from '../constants';

/**
 * GET /api/overview/dashboard/ (admin roles): the figures of /admin/overview, in one answer, computed
 * by the server from each module's own service and kept for OVERVIEW_CACHE_SECONDS. Every series is
 * over whole periods ending with the current one (Tashkent time), oldest first, with zeros filled in.
 */
const countPoint = z.object({ date: z.string().describe('YYYY-MM-DD: the first day of the week, or the day'), count: z.number().int() });

export const overviewSchema = z
  .object({
    generated_at: z.string(),
    totals: z.object({
      users: z.number().int(),
      blocked_users: z.number().int(),
      products: z.number().int(),
      announcements: z.number().int(),
      news: z.number().int(),
      courses: z.number().int(),
      /** Products not yet verified (the verify list). */
      pending_verifications: z.number().int(),
      /** Open moderation cases by source. */
      open_reviews: z.number().int(),
      open_reports: z.number().int(),
    }),
    users_by_role: z.array(z.object({ role: z.enum(ROLES), count: z.number().int() })),
    /** region null: users who have not said; names are the client's (it has the regions list). */
    users_by_region: z.array(z.object({ region: z.number().int().nullable(), count: z.number().int() })),
    /** OVERVIEW_WEEKS weeks (Monday first). */
    new_users_per_week: z.array(countPoint),
    new_products_per_week: z.array(countPoint),
    new_announcements_per_week: z.array(countPoint),
    /** OVERVIEW_DAYS days. */
    messages_per_day: z.array(countPoint),
    /** OVERVIEW_TOP each, most viewed first. */
    top_products: z.array(z.object({ guid: z.string(), meta: z.string(), title: z.string(), views: z.number().int() })),
    top_news: z.array(z.object({ guid: z.string(), meta: z.string(), title: z.string(), views: z.number().int() })),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;

/** How many of the latest failed jobs GET /api/overview/dashboard/jobs/ lists. */
export const JOB_FAILURES_SHOWN = 20;

/**
 * GET /api/overview/dashboard/jobs/ (admin roles): the job queue now (server/lib/jobs.ts), the same
 * from any instance: each queue's jobs ready to run, deferred (a retry's wait), running and failed for
 * good, and the latest failures with the last attempt's reason (a short code, and an HTTP status).
 */
export const jobsOverviewSchema = z
  .object({
    queues: z.array(
      z.object({
        name: z.string().describe('The queue: announcements.search-alerts, push.notify, push.send, views.<kind> (product, news, document, announcement, course), files.sweep, db.maintenance (embedded database only)'),
        ready: z.number().int(),
        deferred: z.number().int(),
        active: z.number().int(),
        failed: z.number().int(),
      }),
    ),
    failures: z.array(
      z.object({
        queue: z.string(),
        id: z.string(),
        reason: z
          .string()
          .describe(
            'Why the last attempt failed, as a short code: push.endpoint_gone, push.endpoint_not_allowed, push.refused, push.unavailable, push.timeout, push.unreachable, push.address_refused, or job.failed for any other error (whose message is in the log, never here: a push service’s answer or an internal address stays out of the page)',
          ),
        status: z.number().int().nullable().describe('The HTTP status the remote service answered the last attempt with, when it answered'),
        attempts: z.number().int(),
        failed_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'JobsOverview' });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
