import type { RejectReason, ReportReason } from '@shared/constants';
import type { ModerationCase, ModerationCaseDetail, Report, RevisionDiff } from '@shared/schemas/moderation';
import type { CaseListRow } from './moderation.repository';

/** Rows of the moderation module → the answers of shared/schemas/moderation.ts. */

const person = (p: { guid: string; firstName: string; lastName: string } | null) => (p ? { guid: p.guid, first_name: p.firstName, last_name: p.lastName } : null);

export function presentCase(row: CaseListRow): ModerationCase {
  const c = row.case;
  return {
    guid: c.guid,
    source: c.source,
    status: c.status,
    target_kind: c.targetKind,
    target_guid: c.targetGuid,
    title: c.title,
    link: c.link,
    author: person(row.author),
    reports_count: c.reportsCount,
    report_reasons: row.reasons ?? [],
    is_edit: c.isEdit,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    decision: c.decidedAt
      ? {
          reason: (c.decisionReason as RejectReason | null) ?? null,
          message: c.decisionMessage,
          decided_at: c.decidedAt.toISOString(),
          moderator: person(row.moderator),
        }
      : null,
  };
}

export type ReportRow = { guid: string; reason: ReportReason; note: string; createdAt: Date; reporter: { guid: string; firstName: string; lastName: string } };

const presentReport = (r: ReportRow): Report => ({
  guid: r.guid,
  reason: r.reason,
  note: r.note,
  created_at: r.createdAt.toISOString(),
  reporter: person(r.reporter)!,
});

export const presentCaseDetail = (row: CaseListRow, reports: ReportRow[], revision: RevisionDiff | null): ModerationCaseDetail => ({ ...presentCase(row), reports: reports.map(presentReport), revision });
