import type { z } from 'zod';
import type { AuditAction } from '@shared/constants';
import type { auditListBodySchema } from '@shared/schemas/audit';
import { paged } from '../../lib/paging';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { presentAuditEntry } from './audit.presenter';
import { listAuditPage } from './audit.repository';
import { auditLog } from './audit.table';

/**
 * The audit log's one way in: every admin and moderator action calls recordAudit in the same
 * transaction as the change it describes (pass the transaction as `db`), so a change is never without
 * its record nor a record without its change. The log is append-only (the table's trigger refuses
 * UPDATE and DELETE). listAudit answers the dashboard's list (dashboard.routes.ts).
 */
export interface AuditRecord {
  action: AuditAction;
  /** The target's guid (a document's id as text); null when there is none. */
  targetId: string | number | null;
  /** The target's title or name now, so the log reads well after the target is gone. */
  targetLabel: string;
  /** The target's public page (a path of @shared/paths publicPaths), where it has one. */
  targetLink?: string | null;
  /** Only the fields that changed: their values before and after (null before a creation / after a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who did it: the signed-in caller (AuthUser: id, guid, role, names). */
export type AuditActor = Pick<AuthUser, 'id' | 'guid' | 'role' | 'firstName' | 'lastName'>;

/** Db or a transaction of it: drizzle's transaction object has the same insert API. */
type Writer = Pick<Db, 'insert'>;

export async function recordAudit(db: Writer, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorGuid: actor.guid,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    actorRole: actor.role,
    action: record.action,
    targetKind: record.action.split('.')[0],
    targetId: record.targetId === null ? null : String(record.targetId),
    targetLabel: record.targetLabel,
    targetLink: record.targetLink ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/**
 * The fields of `after` whose values differ from `before`, as {before, after} of those fields only —
 * what an edit's record keeps. Values compare as JSON (dates as ISO strings).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

export interface AuditDeps {
  db: Db;
}

/** POST /api/audit/dashboard/log/: one page of the log, newest first, with the body's filters. */
export async function listAudit(deps: AuditDeps, body: z.output<typeof auditListBodySchema>) {
  const { rows, total } = await listAuditPage(deps.db, {
    action: body.action,
    targetKind: body.target_kind || undefined,
    actor: body.actor,
    targetId: body.target_id || undefined,
    from: body.from,
    to: body.to,
    page: body.page_number,
    pageSize: body.page_size,
  });
  return paged(rows.map(presentAuditEntry), body.page_number, body.page_size, total);
}
