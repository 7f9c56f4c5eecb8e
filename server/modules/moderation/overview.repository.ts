import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationCases } from './moderation.table';

/** Open moderation cases counted by source (review, report): a grouped count over moderation_cases_status_idx. */
export const countOpenCasesBySource = (db: Db) =>
  db
    .select({ source: moderationCases.source, count: sql<number>`count(*)::int` })
    .from(moderationCases)
    .where(eq(moderationCases.status, 'open'))
    .groupBy(moderationCases.source);
