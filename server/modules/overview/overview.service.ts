import { OVERVIEW_CACHE_SECONDS, OVERVIEW_DAYS, OVERVIEW_TOP, OVERVIEW_WEEKS } from '@shared/constants';
import { JOB_FAILURES_SHOWN, type JobsOverview, type Overview } from '@shared/schemas/overview';
import type { Db } from '../../db/client';
import { createAnswerCache } from '../../lib/cache';
import type { Jobs } from '../../lib/jobs';
import { fillPeriods, periodStarts } from '../../lib/periods';
import { announcementStats } from '../announcements';
import { courseStats } from '../courses';
import { messageStats } from '../messenger';
import { openCaseCounts } from '../moderation';
import { newsStats } from '../news';
import { productStats } from '../shop';
import { userStats } from '../users';

/**
 * The admin overview (issue 15, shared/schemas/overview.ts): the figures of /admin/overview, composed
 * from each module's own stats function, so this module reads no table itself. Every figure is a
 * grouped count over an index range or an index-ordered top-N, a fixed number of queries
 * (OVERVIEW_QUERIES) whatever the size of the site, and the answer is kept OVERVIEW_CACHE_SECONDS.
 */
export interface OverviewDeps {
  db: Db;
  /** The job queue, whose depth and failures the jobs page shows. */
  jobs: Pick<Jobs, 'depths' | 'failures'>;
  now?: () => Date;
}

/** The statements one computation sends (asserted by the API test). */
export const OVERVIEW_QUERIES = 13;

export async function computeOverview(deps: Pick<OverviewDeps, 'db' | 'now'>): Promise<Overview> {
  const now = deps.now?.() ?? new Date();
  const weeks = periodStarts(now, 'week', OVERVIEW_WEEKS);
  const days = periodStarts(now, 'day', OVERVIEW_DAYS);
  const { db } = deps;
  // One after another: the embedded database runs one statement at a time anyway, and a pool is spared a burst.
  const users = await userStats(db, 'week', weeks.since);
  const shop = await productStats(db, 'week', weeks.since, OVERVIEW_TOP);
  const announcements = await announcementStats(db, 'week', weeks.since);
  const news = await newsStats(db, OVERVIEW_TOP);
  const courses = await courseStats(db);
  const messages = await messageStats(db, 'day', days.since);
  const cases = await openCaseCounts(db);
  return {
    generated_at: now.toISOString(),
    totals: {
      users: users.total,
      blocked_users: users.blocked,
      products: shop.total,
      announcements: announcements.total,
      news: news.total,
      courses: courses.total,
      pending_verifications: shop.unverified,
      open_reviews: cases.review + cases.revision,
      open_reports: cases.report,
    },
    users_by_role: users.byRole,
    users_by_region: users.byRegion,
    new_users_per_week: fillPeriods(weeks.dates, users.created),
    new_products_per_week: fillPeriods(weeks.dates, shop.created),
    new_announcements_per_week: fillPeriods(weeks.dates, announcements.created),
    messages_per_day: fillPeriods(days.dates, messages.sent),
    top_products: shop.mostViewed,
    top_news: news.mostViewed,
  };
}

const cache = createAnswerCache<Overview>('overview', OVERVIEW_CACHE_SECONDS * 1000);

/** The overview, computed at most once per OVERVIEW_CACHE_SECONDS per database (kept: its JSON text is made once, when sent). */
export const cachedOverview = (deps: OverviewDeps) => cache.get(deps.db, 'dashboard', () => computeOverview(deps));

/** Forgets the kept answer (tests; a database's scope is freed with it anyway). */
export const invalidateOverview = (db?: Db) => cache.invalidate(db);

/** The job queue now (never kept: an operator looking at it wants this moment's counts). */
export async function jobsOverview(deps: Pick<OverviewDeps, 'jobs'>): Promise<JobsOverview> {
  const [queues, failures] = await Promise.all([deps.jobs.depths(), deps.jobs.failures(JOB_FAILURES_SHOWN)]);
  return {
    queues,
    // The reason's code and status only: an error's message may carry a remote service's answer or an internal address (issue 38).
    failures: failures.map((f) => ({ queue: f.queue, id: f.id, reason: f.code, status: f.status, attempts: f.attempts, failed_at: f.failedAt.toISOString() })),
  };
}
