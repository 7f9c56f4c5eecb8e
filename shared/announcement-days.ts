import { ANNOUNCEMENT_MAX_TTL_DAYS, ANNOUNCEMENT_TTL_DAYS } from './constants';
import { dayKey, tashkentDay } from './format/date';
import { MSG } from './validation/messages';

/**
 * An announcement's life (issue 23): its last day, a Tashkent day (UTC+5 all year). One set of rules
 * for the server, the form and the pages; free of zod (shared/schemas/announcements.ts re-exports them),
 * so a page that only shows an announcement's last day loads no schema library.
 */

const DAY_MS = 86_400_000;
const TASHKENT_OFFSET = '+05:00';


/** The moment an announcement whose last day is `day` (YYYY-MM-DD) expires: the end of that day in Tashkent. */
export const expiryOfLastDay = (day: string) => new Date(Date.parse(`${day}T00:00:00${TASHKENT_OFFSET}`) + DAY_MS);

/** The last day (YYYY-MM-DD, Tashkent) of an announcement that expires at `expiresAt`: the day of its last moment. */
export const lastDayOf = (expiresAt: string | Date) => dayKey(new Date(new Date(expiresAt).getTime() - 1));

/** The last day an announcement published at `publishedAt` gets when its author sets none: ANNOUNCEMENT_TTL_DAYS later. */
export const defaultLastDay = (publishedAt: Date) => tashkentDay(publishedAt, ANNOUNCEMENT_TTL_DAYS);

/**
 * When an announcement published at `publishedAt` expires if its author sets no last day: the end of
 * its default last day (every expiry is the end of a Tashkent day, as the form shows it).
 */
export const defaultExpiry = (publishedAt: Date) => expiryOfLastDay(defaultLastDay(publishedAt));

/** The latest last day an author may set today. */
export const latestLastDay = (now: Date) => tashkentDay(now, ANNOUNCEMENT_MAX_TTL_DAYS);

/**
 * The rule for a last day the author sets, one for the server and the form: a real date, not before
 * today, at most ANNOUNCEMENT_MAX_TTL_DAYS ahead (Tashkent days). Answers the issue's code, or null.
 */
export function lastDayIssue(day: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00${TASHKENT_OFFSET}`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return MSG.dateInvalid;
  if (day < tashkentDay(now)) return MSG.announcementExpiryPast;
  if (day > latestLastDay(now)) return MSG.announcementExpiryTooFar;
  return null;
}
