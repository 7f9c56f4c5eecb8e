import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateIn, formatDayIn, formatTime } from '@shared/format/date';
import { loadAreas, translatorFor } from './i18n';
import { formatLongDate } from './long-date';

beforeAll(async () => {
  for (const lang of ['uz', 'uz-Cyrl', 'ru', 'en'] as const) await loadAreas(lang);
});

// 14:05 in Tashkent (UTC+5) on 28 November 2026.
const now = new Date('2026-11-28T09:05:00Z');
const moment = '2026-11-20T08:30:00Z';

describe('dates in each language', () => {
  it('writes a moment of a list the spec’s way in Uzbek, and in Russian and English by their own convention', () => {
    expect(formatDateIn('uz', moment, now)).toBe('2026.11.20 13:30');
    expect(formatDateIn('uz-Cyrl', moment, now, 'Бугун')).toBe('2026.11.20 13:30');
    expect(formatDateIn('ru', moment, now, 'Сегодня')).toBe('20.11.2026, 13:30');
    expect(formatDateIn('en', moment, now, 'Today')).toBe('20 Nov 2026, 13:30');
  });
  it('names today in the reader’s words, by the Tashkent day', () => {
    expect(formatDateIn('uz', '2026-11-28T08:30:00Z', now)).toBe('Bugun');
    expect(formatDateIn('ru', '2026-11-28T08:30:00Z', now, 'Сегодня')).toBe('Сегодня');
    // 23:30 in Tashkent on the 27th is yesterday, not today (UTC says the 27th too; 19:30 UTC is past midnight in Tashkent).
    expect(formatDateIn('en', '2026-11-27T18:30:00Z', now, 'Today')).toBe('27 Nov 2026, 23:30');
    expect(formatDateIn('en', '2026-11-27T19:30:00Z', now, 'Today')).toBe('Today');
    expect(formatTime('2026-11-27T19:30:00Z')).toBe('00:30');
  });
  it('writes a calendar day (an announcement’s last day) in each language', () => {
    expect(formatDayIn('uz', '2026-12-05')).toBe('2026.12.05');
    expect(formatDayIn('uz-Cyrl', '2026-12-05')).toBe('2026.12.05');
    expect(formatDayIn('ru', '2026-12-05')).toBe('05.12.2026');
    expect(formatDayIn('en', '2026-12-05')).toBe('5 Dec 2026');
  });
  it('answers nothing for a date that is not one', () => {
    expect(formatDateIn('ru', 'nonsense', now)).toBe('');
    expect(formatDateIn('uz', 'nonsense', now)).toBe('');
  });
  it('writes a day in words from the dictionaries, Uzbek Cyrillic too', () => {
    expect(formatLongDate(moment, translatorFor('uz-Cyrl'))).toBe('2026-йил 20-ноябрь');
  });
});
