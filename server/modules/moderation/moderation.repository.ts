import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseSource, CaseStatus, ModeratedKind, ReportReason, ReportTarget } from '@shared/constants';
import type { Db } from '../../db/client';
import { users } from '../users';
import { contentReports, moderationCases, moderationSettings } from './moderation.table';
import { onPage } from '../../lib/paging';

/**
 * The moderation module's queries: the cases of the queue, the reports that feed them and the
 * pre-moderation settings. The targets themselves are read and changed through the content modules'
 * ModerationTarget objects (moderation.service.ts), never here. Author and moderator names are
 * joined read-only from users (one query per page).
 */

export type CaseRow = typeof moderationCases.$inferSelect;

const author = alias(users, 'case_author');
const moderator = alias(users, 'case_moderator');

/** A case row with its author's and moderator's public names, and the distinct reasons of its reports (most frequent first). */
const caseColumns = {
  case: moderationCases,
  author: { guid: author.guid, firstName: author.firstName, lastName: author.lastName },
  moderator: { guid: moderator.guid, firstName: moderator.firstName, lastName: moderator.lastName },
  reasons: sql<ReportReason[]>`(
    select coalesce(json_agg(r.reason order by r.n desc, r.reason), '[]'::json) from (
      select ${contentReports.reason} as reason, count(*) as n from ${contentReports}
      where ${contentReports.caseId} = ${moderationCases.id} group by ${contentReports.reason}
    ) r)`,
};
export type CaseListRow = {
  case: CaseRow;
  author: { guid: string; firstName: string; lastName: string } | null;
  moderator: { guid: string; firstName: string; lastName: string } | null;
  reasons: ReportReason[];
};

const selectCases = (db: Db, where: SQL | undefined) =>
  db
    .select(caseColumns)
    .from(moderationCases)
    .leftJoin(author, eq(author.id, moderationCases.authorId))
    .leftJoin(moderator, eq(moderator.id, moderationCases.decidedBy))
    .where(where);

export interface QueueFilters {
  status: 'open' | 'closed';
  source?: CaseSource;
  targetKind?: ReportTarget;
}

/** A page of the queue: open cases oldest first, closed ones newest decided first. */
export async function queuePage(db: Db, f: QueueFilters, page: number, pageSize: number): Promise<{ rows: CaseListRow[]; total: number }> {
  const c: SQL[] = [f.status === 'open' ? eq(moderationCases.status, 'open') : sql`${moderationCases.status} <> 'open'`];
  if (f.source) c.push(eq(moderationCases.source, f.source));
  if (f.targetKind) c.push(eq(moderationCases.targetKind, f.targetKind));
  const where = and(...c);
  const order = f.status === 'open' ? [asc(moderationCases.createdAt), asc(moderationCases.id)] : [desc(moderationCases.decidedAt), desc(moderationCases.id)];
  const [rows, [{ total }]] = await Promise.all([
    onPage(
      selectCases(db, where)
        .orderBy(...order)
        .$dynamic(),
      { page, pageSize },
    ),
    db.select({ total: count() }).from(moderationCases).where(where),
  ]);
  return { rows, total };
}

/** Open cases by source (the queue's tab badges). */
export async function openCounts(db: Db): Promise<{ review: number; revision: number; report: number }> {
  const rows = await db
    .select({ source: moderationCases.source, n: count() })
    .from(moderationCases)
    .where(eq(moderationCases.status, 'open'))
    .groupBy(moderationCases.source);
  const of = (s: CaseSource) => rows.find((r) => r.source === s)?.n ?? 0;
  return { review: of('review'), revision: of('revision'), report: of('report') };
}

export async function findCase(db: Db, guid: string): Promise<CaseListRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const [row] = await selectCases(db, eq(moderationCases.guid, guid)).limit(1);
  return row ?? null;
}

export async function findCaseById(db: Db, id: number): Promise<CaseListRow | null> {
  const [row] = await selectCases(db, eq(moderationCases.id, id)).limit(1);
  return row ?? null;
}

/** The case's reports, newest first (at most `limit`), with their reporters. */
export function caseReports(db: Db, caseId: number, limit = 100) {
  return db
    .select({
      guid: contentReports.guid,
      reason: contentReports.reason,
      note: contentReports.note,
      createdAt: contentReports.createdAt,
      reporter: { guid: users.guid, firstName: users.firstName, lastName: users.lastName },
    })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(eq(contentReports.caseId, caseId))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(limit);
}

/** The open case of one target from one source (at most one: moderation_cases_open_target_idx). */
const openCaseOfTarget = (kind: ReportTarget, targetId: number, source: CaseSource) =>
  and(eq(moderationCases.targetKind, kind), eq(moderationCases.targetId, targetId), eq(moderationCases.source, source), eq(moderationCases.status, 'open'));

export type NewCase = Pick<typeof moderationCases.$inferInsert, 'source' | 'targetKind' | 'targetId' | 'targetGuid' | 'title' | 'link' | 'authorId' | 'isEdit'>;

/**
 * Opens a case for the target, or joins the open one of the same source (the unique partial index
 * moderation_cases_open_target_idx keeps one): its title and link are refreshed. Answers the case.
 */
export async function openCase(db: Db, values: NewCase): Promise<CaseRow> {
  const [inserted] = await db.insert(moderationCases).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [updated] = await db
    .update(moderationCases)
    .set({ title: values.title, link: values.link, updatedAt: new Date() })
    .where(openCaseOfTarget(values.targetKind, values.targetId, values.source))
    .returning();
  return updated;
}

/** Adds a report to a case unless this reporter already has one there; recounts the case's reporters. Answers whether it was new. */
export async function addReport(db: Db, caseId: number, values: { reporterId: number; reason: ReportReason; note: string }): Promise<boolean> {
  const [row] = await db
    .insert(contentReports)
    .values({ caseId, ...values })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (!row) return false;
  await db
    .update(moderationCases)
    .set({ reportsCount: sql`(select count(*)::int from ${contentReports} where ${contentReports.caseId} = ${caseId})`, updatedAt: new Date() })
    .where(eq(moderationCases.id, caseId));
  return true;
}

/** Closes an open case with a decision; null when it was no longer open (someone else decided first). */
export async function closeCase(
  db: Db,
  caseId: number,
  decision: { status: Exclude<CaseStatus, 'open'>; reason?: string | null; message?: string | null; decidedBy: number | null },
): Promise<CaseRow | null> {
  const now = new Date();
  const [row] = await db
    .update(moderationCases)
    .set({ status: decision.status, decisionReason: decision.reason ?? null, decisionMessage: decision.message ?? null, decidedBy: decision.decidedBy, decidedAt: now, updatedAt: now })
    .where(and(eq(moderationCases.id, caseId), eq(moderationCases.status, 'open')))
    .returning();
  return row ?? null;
}

/** Dismisses every open case of a target (it was deleted), with no moderator. */
export async function dismissOpenCasesOf(db: Db, kind: ReportTarget, targetIds: number[], source?: CaseSource): Promise<void> {
  if (!targetIds.length) return;
  const now = new Date();
  await db
    .update(moderationCases)
    .set({ status: 'dismissed', decidedAt: now, updatedAt: now })
    .where(and(eq(moderationCases.targetKind, kind), inArray(moderationCases.targetId, targetIds), eq(moderationCases.status, 'open'), source ? eq(moderationCases.source, source) : undefined));
}

// --- settings ------------------------------------------------------------------------------------

export async function settingsRows(db: Db) {
  return db.select({ kind: moderationSettings.kind, premoderate: moderationSettings.premoderate }).from(moderationSettings);
}

export async function isPremoderated(db: Db, kind: ModeratedKind): Promise<boolean> {
  const [row] = await db.select({ premoderate: moderationSettings.premoderate }).from(moderationSettings).where(eq(moderationSettings.kind, kind)).limit(1);
  return row?.premoderate ?? false;
}

export async function upsertSetting(db: Db, kind: ModeratedKind, premoderate: boolean, updatedBy: number) {
  await db
    .insert(moderationSettings)
    .values({ kind, premoderate, updatedBy })
    .onConflictDoUpdate({ target: moderationSettings.kind, set: { premoderate, updatedBy, updatedAt: new Date() } });
}
