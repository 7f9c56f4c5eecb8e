import { formatDate, formatTime } from '@shared/format/date';
import type { TFunction } from '@web/lib/i18n';

/**
 * When something happened, as the admin tables show it (the audit log, the job failures): the day and
 * the time of day, with today named so in the reader's language ("Сегодня 13:30", "2026.11.20 13:30").
 */
export function adminMoment(iso: string, t: TFunction): string {
  const today = t('common.today');
  const shown = formatDate(iso, new Date(), today);
  return shown === today ? `${today} ${formatTime(iso)}` : shown;
}
