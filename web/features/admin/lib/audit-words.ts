import type { AuditEntry } from '@shared/schemas/audit';
import { messageKeyExists, type TFunction } from '@web/lib/i18n';

/**
 * The audit log's words for what the server keeps as identifiers: the target of an entry that has no
 * title of its own (the moderation settings, stored as 'pre-moderation') and the names of changed
 * fields. Each is the reader's dictionary's (admin.audit.*); a field the dictionary does not know is
 * shown as stored.
 */

/** The target's name: its title at the time, or the dictionary's word for a target that has none. */
export function auditTargetLabel(entry: Pick<AuditEntry, 'action' | 'target_label'>, t: TFunction): string {
  // moderation.settings, the one action on settings (spelled by its end: a quoted 'area.key' would read as a dictionary key to the areas test).
  if (entry.action.endsWith('.settings')) return t('admin.audit.targets.moderationSettings');
  return entry.target_label || '—';
}

/** A changed field's name. */
export const auditFieldLabel = (field: string, t: TFunction): string => (messageKeyExists(`admin.audit.fields.${field}`) ? t(`admin.audit.fields.${field}`) : field);
