import type { TFunction } from '@web/lib/i18n';

/** How long a case has waited: minutes, hours or days since it was opened. */
export function caseAge(t: TFunction, createdAt: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return t('moderation.age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('moderation.age.hours', { n: hours });
  return t('moderation.age.days', { n: Math.floor(hours / 24) });
}

/** A person's full name, or a dash. */
export const fullName = (p: { first_name: string; last_name: string } | null | undefined): string => (p ? `${p.first_name} ${p.last_name}`.trim() || '—' : '—');
