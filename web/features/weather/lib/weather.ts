import type { TFunction } from '@web/lib/i18n';
/**
 * Pure helpers of the weather widget: OpenWeatherMap's icon codes ('01d' … '50n') → the icon we draw
 * and the dictionary key of its words, and the widget's numbers and times.
 */

/** The kinds of weather OpenWeatherMap's icon codes stand for (their first two digits). */
export const WEATHER_KINDS = ['clear', 'fewClouds', 'scatteredClouds', 'brokenClouds', 'showerRain', 'rain', 'thunderstorm', 'snow', 'mist'] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];

const KIND_OF_CODE: Record<string, WeatherKind> = {
  '01': 'clear',
  '02': 'fewClouds',
  '03': 'scatteredClouds',
  '04': 'brokenClouds',
  '09': 'showerRain',
  '10': 'rain',
  '11': 'thunderstorm',
  '13': 'snow',
  '50': 'mist',
};

/** What an icon code shows: its kind ('brokenClouds' for a code we do not know) and whether it is night. */
export function weatherIcon(code: string): { kind: WeatherKind; night: boolean } {
  return { kind: KIND_OF_CODE[code.slice(0, 2)] ?? 'brokenClouds', night: code.endsWith('n') };
}

/** The dictionary key of an icon code's words (the provider's own description is English only). */
export const conditionKey = (code: string) => `news.weather.conditions.${weatherIcon(code).kind}`;

/** Uzbekistan keeps UTC+5 all year (no summer time), so the forecast's hours read the same on a server and in any browser. */
const TASHKENT_OFFSET_MS = 5 * 3600 * 1000;

/** An entry's time as Tashkent's 24-hour HH:MM (spec §9: 24-hour times). */
export function formatHour(iso: string): string {
  const d = new Date(Date.parse(iso) + TASHKENT_OFFSET_MS);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** Whole degrees with a true minus sign, never '-0'. */
export function formatTemp(celsius: number): string {
  const n = Math.round(celsius);
  return `${n < 0 ? '−' : ''}${Math.abs(n)}°`;
}

/** Wind in m/s to one decimal (a whole number as it is). */
export const formatWind = (metresPerSecond: number) => String(Math.round(metresPerSecond * 10) / 10);

/** Humidity in whole per cent. */
export const formatHumidity = (percent: number) => `${Math.round(percent)}%`;

/**
 * The widget's clock: Tashkent's date and time in the reader's words (Uzbek by default, spec §9),
 * e.g. 'seshanba, 24-noyabr, 23:40'. The day and month names and the order come from the dictionary
 * (news.weather.clock, .weekdays, .months): browsers' own Uzbek date patterns are missing or wrong
 * (Chromium writes 'M11 24, Tue'). Only ever drawn in the browser (it depends on the moment).
 */
export function formatClock(date: Date, t: TFunction): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', weekday: 'short', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return t('news.weather.clock', {
    weekday: t(`news.weather.weekdays.${p.weekday!.toLowerCase()}`),
    day: Number(p.day),
    month: t(`news.weather.months.${Number(p.month)}`),
    time: `${p.hour}:${p.minute}`,
  });
}
