/** Dates are shown 'YYYY.MM.DD HH:mm', or 'Bugun' for today (spec §5), in Tashkent time. */

const TZ = 'Asia/Tashkent';

function parts(date: Date): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

export function formatDate(value: string | Date, now: Date = new Date(), todayLabel = 'Bugun'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date);
  const n = parts(now);
  if (p.year === n.year && p.month === n.month && p.day === n.day) return todayLabel;
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** Chat time: 24-hour HH:MM. */
export function formatTime(value: string | Date): string {
  const p = parts(typeof value === 'string' ? new Date(value) : value);
  return `${p.hour}:${p.minute}`;
}

/** A day (YYYY-MM-DD) as dates are shown (spec §5: YYYY.MM.DD), e.g. an announcement's last day. */
export const formatDay = (day: string) => day.replaceAll('-', '.');

/** Day key (YYYY-MM-DD in Tashkent) for grouping chat messages under date dividers. */
export function dayKey(value: string | Date): string {
  const p = parts(typeof value === 'string' ? new Date(value) : value);
  return `${p.year}-${p.month}-${p.day}`;
}
