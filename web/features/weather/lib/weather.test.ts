import { describe, expect, it } from 'vitest';
import { loadAreas, translatorFor } from '@web/lib/i18n';
import { conditionKey, formatClock, formatHour, formatHumidity, formatTemp, formatWind, weatherIcon } from './weather';

describe('weather helpers', () => {
  it('map every OpenWeatherMap icon code to its kind, by day and by night', () => {
    // Each code with the kind it shows, as pairs (code → kind) written out once here.
    const pairs = '01 clear, 02 fewClouds, 03 scatteredClouds, 04 brokenClouds, 09 showerRain, 10 rain, 11 thunderstorm, 13 snow, 50 mist'.split(', ').map((p) => p.split(' '));
    for (const [code, kind] of pairs) expect(weatherIcon(`${code}d`).kind, code).toBe(kind);
    expect(pairs).toHaveLength(9);
    expect(weatherIcon('01d')).toEqual({ kind: 'clear', night: false });
    expect(weatherIcon('10n')).toEqual({ kind: 'rain', night: true });
    // A code the provider may add one day still gets an icon.
    expect(weatherIcon('77d').kind).toBe('brokenClouds');
    expect(conditionKey('13n')).toBe('news.weather.conditions.snow');
  });

  it("read an entry's time as Tashkent's 24-hour HH:MM (UTC+5)", () => {
    expect(formatHour('2026-11-24T00:00:00.000Z')).toBe('05:00');
    expect(formatHour('2026-11-24T21:00:00.000Z')).toBe('02:00');
    expect(formatHour('2026-06-01T12:30:00Z')).toBe('17:30');
  });

  it('write temperatures, wind and humidity for the widget', () => {
    expect(formatTemp(23.6)).toBe('24°');
    expect(formatTemp(-0.4)).toBe('0°');
    expect(formatTemp(-5.5)).toBe('−5°');
    expect(formatWind(3.14)).toBe('3.1');
    expect(formatWind(4)).toBe('4');
    expect(formatHumidity(47.6)).toBe('48%');
  });

  it("show the clock in Tashkent time, in the reader's words from the dictionary", async () => {
    for (const lang of ['ru', 'en'] as const) await loadAreas(lang);
    // 18:40 UTC on a Tuesday is 23:40 in Tashkent; 19:30 UTC is already Wednesday there.
    expect(formatClock(new Date('2026-11-24T18:40:00Z'), translatorFor('uz'))).toBe('seshanba, 24-noyabr, 23:40');
    expect(formatClock(new Date('2026-11-24T19:30:00Z'), translatorFor('uz'))).toBe('chorshanba, 25-noyabr, 00:30');
    expect(formatClock(new Date('2026-11-24T18:40:00Z'), translatorFor('ru'))).toBe('вторник, 24 ноября, 23:40');
    expect(formatClock(new Date('2026-01-05T04:05:00Z'), translatorFor('en'))).toBe('Monday, 5 January, 09:05');
  });
});
