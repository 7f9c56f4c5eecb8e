import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreas, translatorFor } from './i18n';
import { formatLongDate } from './long-date';

beforeAll(async () => {
  for (const lang of ['ru', 'en'] as const) await loadAreas(lang);
});

describe('formatLongDate', () => {
  // 27 November 2026, 05:00 in Tashkent (a Friday).
  const day = '2026-11-27T00:00:00Z';

  it('writes an Uzbek date as Uzbek readers write it, never the locale fallback', () => {
    const uz = translatorFor('uz');
    expect(formatLongDate(day, uz)).toBe('2026-yil 27-noyabr');
    expect(formatLongDate(day, uz)).not.toMatch(/M11|\bNov/);
    expect(formatLongDate('2026-05-01T10:00:00Z', uz)).toBe('2026-yil 1-may');
  });

  it('writes the Russian and English dates in their own words', () => {
    expect(formatLongDate(day, translatorFor('ru'))).toBe('27 ноября 2026 г.');
    expect(formatLongDate(day, translatorFor('en'))).toBe('27 November 2026');
  });

  it('reads the day in Tashkent: late evening UTC is already the next day', () => {
    expect(formatLongDate('2026-11-26T19:30:00Z', translatorFor('uz'))).toBe('2026-yil 27-noyabr');
  });

  it("adds the weekday and the time where asked (the weather widget's clock), or leaves the year out", () => {
    expect(formatLongDate('2026-11-24T18:40:00Z', translatorFor('uz'), { year: false, weekday: true, time: true })).toBe('seshanba, 24-noyabr, 23:40');
    expect(formatLongDate('2026-11-24T18:40:00Z', translatorFor('ru'), { year: false, weekday: true, time: true })).toBe('вторник, 24 ноября, 23:40');
    expect(formatLongDate('2026-01-05T04:05:00Z', translatorFor('en'), { year: false, weekday: true, time: true })).toBe('Monday, 5 January, 09:05');
  });

  it('writes nothing for an invalid date', () => {
    expect(formatLongDate('nonsense', translatorFor('uz'))).toBe('');
  });
});
