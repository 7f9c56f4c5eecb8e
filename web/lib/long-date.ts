import { tashkentParts } from '@shared/format/date';
import type { TFunction } from './i18n';

export interface LongDateOptions {
  /** With the year (default): a certificate's date. Without: the weather clock's day. */
  year?: boolean;
  /** The weekday's name in front ('seshanba, 24-noyabr'). */
  weekday?: boolean;
  /** The time after (24-hour HH:MM). */
  time?: boolean;
}

/**
 * A day written in words in the reader's language, in Tashkent time: '2026-yil 27-noyabr',
 * '27 ноября 2026 г.', '27 November 2026' (with options: 'seshanba, 24-noyabr, 23:40'). The order and
 * the month and weekday names are the dictionary's (common.date.*): Intl has no Uzbek and falls back
 * to '2026 M11 27'. The parts come from @shared/format/date, the site's one source of dates.
 */
export function formatLongDate(value: string | Date, t: TFunction, { year = true, weekday = false, time = false }: LongDateOptions = {}): string {
  const p = tashkentParts(value);
  if (!p) return '';
  const month = t(`common.date.months.${p.month}`);
  let text = year ? t('common.date.dayMonthYear', { day: p.day, month, year: p.year }) : t('common.date.dayMonth', { day: p.day, month });
  if (weekday) text = t('common.date.withWeekday', { weekday: t(`common.date.weekdays.${p.weekday}`), date: text });
  if (time) text = t('common.date.withTime', { date: text, time: `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}` });
  return text;
}
