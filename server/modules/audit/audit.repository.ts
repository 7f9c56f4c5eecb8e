import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.table';
import { onPage } from '../../lib/paging';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  action?: string;
  targetKind?: string;
  /** The actor's guid. */
  actor?: string;
  targetId?: string;
  /** Inclusive Tashkent days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The instant a Tashkent day (UTC+5, no daylight saving) begins. */
const tashkentDayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * One page of the log, newest first, and how many match: two queries. Each filter leads one of the
 * table's indexes (action, created_at), (target_kind, target_id, created_at), (created_at, id); the
 * actor is found by guid (rare lookups, the actor index serves the id).
 */
export async function listAuditPage(db: Db, f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.targetKind) conditions.push(eq(auditLog.targetKind, f.targetKind));
  if (f.actor) conditions.push(eq(auditLog.actorGuid, f.actor));
  if (f.targetId) conditions.push(eq(auditLog.targetId, f.targetId));
  if (f.from) conditions.push(gte(auditLog.createdAt, tashkentDayStart(f.from)));
  if (f.to) conditions.push(lt(auditLog.createdAt, tashkentDayStart(nextDay(f.to))));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await onPage(
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    f,
  );
  return { rows, total };
}
