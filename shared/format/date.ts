/**
 * Every date and time the site writes, in Tashkent time, comes from here (ESLint refuses Intl's date
 * formatting and toLocale…String anywhere else). Two forms:
 * - formatDate: 'YYYY.MM.DD HH:mm', or 'Bugun' for today (spec §5), for lists and cards; in Russian and
 *   English their own convention instead (formatDateIn: '27.11.2026, 14:30', '27 Nov 2026, 14:30',
 *   Intl.DateTimeFormat); formatTime and dayKey beside it;
 * - the long form of a day in words ('2026-yil 27-noyabr', '27 ноября 2026 г.', '27 November 2026'),
 *   written by web/lib/long-date.ts from tashkentParts and the dictionaries' month and weekday names:
 *   Intl has no Uzbek (a browser or Node falls back to '2026 M11 27'), so the words are ours.
 */

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** A moment's calendar parts in Tashkent: numbers, and the weekday as a key of the dictionaries' names. */
export interface TashkentParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: Weekday;
}

/**
 * Tashkent keeps UTC+5 all year (no summer time since 1992), so its calendar is UTC's shifted by five
 * hours: plain arithmetic, where Intl's formatToParts cost a few microseconds a call, and every card
 * of a server-rendered list asks for one or two.
 */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function parts(date: Date): { year: string; month: string; day: string; hour: string; minute: string } {
  const t = new Date(date.getTime() + TASHKENT_OFFSET_MS);
  return { year: String(t.getUTCFullYear()), month: two(t.getUTCMonth() + 1), day: two(t.getUTCDate()), hour: two(t.getUTCHours()), minute: two(t.getUTCMinutes()) };
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The parts of a moment in Tashkent (null for an invalid date). */
export function tashkentParts(value: string | Date): TashkentParts | null {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = parts(date);
  // The weekday of the Tashkent calendar day (UTC+5, no summer time): that day at noon UTC.
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), 12)).getUTCDay()];
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour), minute: Number(p.minute), weekday };
}

export function formatDate(value: string | Date, now: Date = new Date(), todayLabel = 'Bugun'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date);
  const n = parts(now);
  if (p.year === n.year && p.month === n.month && p.day === n.day) return todayLabel;
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** 24-hour HH:MM in Tashkent (chat times, the forecast's hours). */
export function formatTime(value: string | Date): string {
  const p = parts(toDate(value));
  return `${p.hour}:${p.minute}`;
}

/** A day (YYYY-MM-DD) as dates are shown (spec §5: YYYY.MM.DD), e.g. an announcement's last day. */
const formatDay = (day: string) => day.replaceAll('-', '.');

/** Day key (YYYY-MM-DD in Tashkent) for grouping chat messages under date dividers. */
export function dayKey(value: string | Date): string {
  const p = parts(toDate(value));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Tashkent day (YYYY-MM-DD) `days` after the day of `now`: a visitor's day, an announcement's last day. */
export const tashkentDay = (now: Date, days = 0) => dayKey(new Date(now.getTime() + days * 86_400_000));

/** The interface languages whose dates Intl writes in their own convention (Uzbek has none in Intl: the spec's form). */
const INTL_DATE_LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB' };
const formatters = new Map<string, Intl.DateTimeFormat>();
/** A kept Intl formatter in Tashkent time, 24-hour (the same in Node and every browser: numbers and a short month name). */
function intlFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {};
    const day: Intl.DateTimeFormatOptions = locale === 'ru-RU' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Tashkent', ...day, ...time });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A moment as lists and cards write it in the reader's language, `todayLabel` for today: Uzbek (Latin
 * and Cyrillic) as the spec writes it, 'YYYY.MM.DD HH:mm' (formatDate); Russian '27.11.2026, 14:30';
 * English '27 Nov 2026, 14:30'. Public pages and the admin alike.
 */
export function formatDateIn(language: string, value: string | Date, now: Date = new Date(), todayLabel = 'Bugun'): string {
  const locale = INTL_DATE_LOCALES[language];
  if (!locale) return formatDate(value, now, todayLabel);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  if (dayKey(date) === dayKey(now)) return todayLabel;
  return intlFormat(locale, true).format(date);
}

/** A day (YYYY-MM-DD, e.g. an announcement's last day) in the reader's language: '2026.12.05', '05.12.2026', '5 Dec 2026'. */
export function formatDayIn(language: string, day: string): string {
  const locale = INTL_DATE_LOCALES[language];
  if (!locale) return formatDay(day);
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 7));
  return Number.isNaN(date.getTime()) ? day : intlFormat(locale, false).format(date);
}
