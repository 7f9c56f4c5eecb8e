import { ROLES } from '@shared/constants';
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

/** A piece of an entry's sentence: plain words, the actor, or the target (the page links the last two). */
interface SentencePart {
  part: 'words' | 'actor' | 'target';
  text: string;
}

const ACTOR = '\uE000';
const TARGET = '\uE001';

/**
 * An entry as a sentence in the reader's language (issue 40): 'Admin Aziz Karimov «Bahodir»
 * foydalanuvchisini blokladi', 'Администратор Азиз Каримов: заблокирован пользователь «Бахадир»',
 * 'Admin Aziz Karimov blocked user “Bahodir”' — the actor as their role and name, the target as its
 * title (auditTargetLabel), in the order each language puts them; in parts, so the page can link them.
 */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'actor' | 'target_label'>, t: TFunction): SentencePart[] {
  const role = (ROLES as readonly string[]).includes(entry.actor.role) ? t(`admin.roles.${entry.actor.role}`) : entry.actor.role;
  const actor = t('admin.audit.actor', { role, name: entry.actor.name || '—' }).trim();
  const target = auditTargetLabel(entry, t);
  return t(`admin.audit.sentences.${entry.action}`, { actor: ACTOR, target: TARGET })
    .split(/(\uE000|\uE001)/)
    .filter(Boolean)
    .map((text): SentencePart => (text === ACTOR ? { part: 'actor', text: actor } : text === TARGET ? { part: 'target', text: target } : { part: 'words', text }));
}
