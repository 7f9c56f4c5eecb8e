import { useMemo } from 'react';
import { formatDateIn, formatDayIn, formatTime } from '@shared/format/date';
import { useI18n } from './i18n';
import { formatLongDate, type LongDateOptions } from './long-date';

/**
 * Dates in the reader's language, the one way public pages and the admin write them (over
 * @shared/format/date): `date` a moment as lists show it ('2026.11.27 14:30' or 'Bugun' in Uzbek as
 * the spec writes it, '27.11.2026, 14:30' / 'Сегодня', '27 Nov 2026, 14:30' / 'Today'), `day` a
 * calendar day, `long` written out in words ('2026-yil 27-noyabr', '27 ноября 2026 г.'), `time` HH:MM.
 */
export function useDates() {
  const { t, lang } = useI18n();
  return useMemo(
    () => ({
      date: (value: string | Date, now: Date = new Date()) => formatDateIn(lang, value, now, t('common.today')),
      /** A moment with its time of day even today ('Bugun 13:30', '2026.11.20 13:30'): the admin's logs. */
      moment: (value: string | Date, now: Date = new Date()) => {
        const today = t('common.today');
        const shown = formatDateIn(lang, value, now, today);
        return shown === today ? `${today} ${formatTime(value)}` : shown;
      },
      day: (day: string) => formatDayIn(lang, day),
      long: (value: string | Date, options?: LongDateOptions) => formatLongDate(value, t, options),
      time: formatTime,
    }),
    [t, lang],
  );
}
