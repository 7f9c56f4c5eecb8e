import { formatTime } from '@shared/format/date';
import type { TFunction } from '@web/lib/i18n';
import { formatLongDate } from '@web/lib/long-date';
/**
 * Pure helpers of the weather widget: OpenWeatherMap's icon codes ('01d' … '50n') → the icon we draw
 * and the dictionary key of its words, and the widget's numbers and times.
 */

/** The kinds of weather OpenWeatherMap's icon codes stand for (their first two digits). */
export type WeatherKind = 'clear' | 'fewClouds' | 'scatteredClouds' | 'brokenClouds' | 'showerRain' | 'rain' | 'thunderstorm' | 'snow' | 'mist';

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

/** An entry's time as Tashkent's 24-hour HH:MM (spec §9: 24-hour times), the site's one time format. */
export const formatHour = (iso: string): string => formatTime(iso);

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
 * The widget's clock: Tashkent's day and time in the reader's words (Uzbek by default, spec §9),
 * e.g. 'seshanba, 24-noyabr, 23:40': the site's long date (web/lib/long-date.ts) without the year.
 * Only ever drawn in the browser (it depends on the moment).
 */
export const formatClock = (date: Date, t: TFunction): string => formatLongDate(date, t, { year: false, weekday: true, time: true });
