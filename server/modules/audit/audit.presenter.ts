import type { AuditAction } from '@shared/constants';
import type { AuditEntry } from '@shared/schemas/audit';
import type { AuditRow } from './audit.repository';

/** A row of the audit log → AuditEntry (shared/schemas/audit.ts). */
export const presentAuditEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  action: r.action as AuditAction,
  actor: { guid: r.actorGuid, name: r.actorName, role: r.actorRole },
  target_kind: r.targetKind,
  target_id: r.targetId,
  target_label: r.targetLabel,
  target_link: r.targetLink ?? null,
  before: r.before ?? null,
  after: r.after ?? null,
  created_at: r.createdAt.toISOString(),
});
